/**
 * `npm run dev`: the preview of the site from the current files, with the contact form against
 * a local API (scripts/dev/dev-server.ts). No build needed. Settings from the environment:
 * PORT (default 5173; 0: any free port), DATA_DIR (the API's data, default ./data-dev). For
 * tests only: TEST_CONTENT_WATCH_DIR, a folder watched for content files instead of content/.
 */
import { relative, resolve } from "node:path";
import { startDevServer } from "./dev/dev-server.ts";
import { ROOT } from "./vite-shared.ts";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function portSetting(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65535) {
    fail(`PORT: „${value}“ ist keine Portnummer (0–65535).`);
  }
  return port;
}

const port = portSetting(process.env.PORT);
const dataDir = resolve(process.env.DATA_DIR || "data-dev");
const contentDir = resolve(process.env.TEST_CONTENT_WATCH_DIR || resolve(ROOT, "content"));
const shown = (path: string) => {
  const inside = relative(process.cwd(), path);
  return inside.startsWith("..") ? path : inside;
};

let server: Awaited<ReturnType<typeof startDevServer>>;
try {
  server = await startDevServer({
    port: port ?? 5173,
    strictPort: port !== undefined,
    dataDir,
    contentDir,
    log: (line) => console.log(line),
  });
} catch (error) {
  fail(`Die Vorschau startet nicht: ${(error as Error).message}`);
}

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    (error: unknown) => fail(`Beim Beenden: ${(error as Error).message}`),
  );
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

console.log(
  `Vorschau: ${server.url} – Änderungen an Texten, Bildern und Stil erscheinen nach dem Speichern sofort. Beenden mit Strg+C.`,
);
try {
  const api = await server.api;
  console.log(
    `Kontaktformular: Anfragen kommen in ${shown(api.databaseFile)}, ihre Mails als .eml-Dateien in ${shown(api.mailDir)}/ (verschickt wird nichts).`,
  );
} catch (error) {
  await server.close();
  fail(`Das Kontaktformular der Vorschau startet nicht: ${(error as Error).message}`);
}
console.log(
  "Hinweis: Die Vorschau sendet keine Content-Security-Policy; die gilt erst mit dem Server des gebauten Auftritts (npm start).",
);
