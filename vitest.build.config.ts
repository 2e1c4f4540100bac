import { defineConfig } from "vitest/config";

// The checks of the production build (npm run build first): the Nu HTML checker and the byte
// budgets, read from build/client in node (decision 013). Apart from vitest.config.ts, so that
// a plain `vitest` needs no build.
export default defineConfig({
  test: {
    name: "build",
    environment: "node",
    include: ["scripts/**/*.build.test.ts"],
  },
});
