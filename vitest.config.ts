import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// The unit and component tests. The build has its own settings (scripts/build-site.ts).
export default defineConfig({
  plugins: [react()],
  test: {
    // Most tests wait on sockets, child processes, SMTP and fsync rather than the CPU, so more
    // workers than cores keep both cores busy (Vitest's default is cores − 1: one on CI's two).
    // Six gained nothing over four (34 s either way for the node project, measured 2026-11-27).
    maxWorkers: 4,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          // One module graph per worker instead of one per file: importing the server's and
          // the build's modules again for each of 117 files was most of the phase (79 s against
          // 51 s on two cores, without Vitest's cache, measured 2026-12-07). The tests restore
          // what they stub (unstubAllEnvs, unstubAllGlobals, useRealTimers) and keep their state
          // in temporary folders, and pass with the files in any order (--sequence.shuffle.files).
          isolate: false,
          include: [
            "contact/**/*.test.ts",
            "content/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "app/**/*.test.ts",
            "deploy/**/*.test.ts",
            "editor/**/*.test.ts",
          ],
          // The checks of the build have their own config (vitest.build.config.ts).
          exclude: ["**/*.build.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          // One jsdom per worker instead of one per file: its setup cost more than the tests
          // (26 s against 6 s on two cores). Testing Library's cleanup runs after every test.
          isolate: false,
          include: ["app/**/*.test.tsx"],
          setupFiles: ["./app/test-setup.ts"],
        },
      },
    ],
  },
});
