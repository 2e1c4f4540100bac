/**
 * `npm run redaktion`: the browser editor on the own computer, without the Git host. The site's
 * server answers http://localhost:PORT/admin (PORT, default 3000), and Decap's local backend
 * (decap-server, in its Git mode) saves each change as a commit in this checkout, which `git
 * push` then brings to the host. For trying the editor before its login at the host is set up,
 * and for working offline. The data (requests, mails) go to ./data as with `npm start`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { LOCAL_BACKEND_URL } from "#content/editor-backend.ts";
import { EDITOR_PATH } from "./build-editor.ts";
import { ROOT } from "./vite-shared.ts";

const port = process.env.PORT?.trim() || "3000";
const backendPort = new URL(LOCAL_BACKEND_URL).port;
const decapServer = join(
  dirname(createRequire(import.meta.url).resolve("decap-server/package.json")),
  "dist/index.js",
);

const children: ChildProcess[] = [
  spawn(process.execPath, [decapServer], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      MODE: "git",
      GIT_REPO_DIRECTORY: ROOT,
      PORT: backendPort,
      BIND_HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    },
  }),
  spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: port, HOST: "127.0.0.1" },
  }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) {
  child.once("exit", (code) => {
    if (!stopping) console.error("Der Editor ist beendet, weil ein Teil von ihm nicht mehr läuft.");
    stop(code ?? 1);
  });
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

console.log(
  `Editor: http://localhost:${port}${EDITOR_PATH} – auf „Login“ klicken. Jede gespeicherte Änderung ist ein Commit in diesem Ordner; „git push“ bringt sie zum Anbieter, der Server veröffentlicht sie dann. Beenden mit Strg+C.`,
);
