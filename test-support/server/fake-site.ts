/**
 * A small prerendered site on disk, shaped like the build (client/ with pages, assets and the
 * 404 page, site.json beside it), for tests of the static site without a real build.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NOT_SENT_PAGE_PATHS, PROBLEMS_SLOT } from "#contact/form-pages.ts";
import type { SiteManifest } from "#server/site-manifest.ts";

export const FAKE_SITE_SCRIPT = 'window.__ctx = {"page":"home"};';
export const FAKE_SITE_STYLE = "h1{color:#123}";
export const NOT_FOUND_HEADING = "<h1>Seite nicht gefunden</h1>";

export const fakePage = (title: string) =>
  `<!DOCTYPE html><html lang="de"><head><title>${title}</title><style>${FAKE_SITE_STYLE}</style></head><body><h1>${title}</h1><script>${FAKE_SITE_SCRIPT}</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`;

/** A not-sent page of a contact form (contact/form-pages.ts): its slot holds one sentence. */
export const fakeNotSentPage = (title: string) =>
  fakePage(title).replace(
    "</h1>",
    `</h1><ul class="${PROBLEMS_SLOT.className}" ${PROBLEMS_SLOT.attribute}=""><li>Standard</li></ul><p>Telefon</p>`,
  );

/** The not-sent pages the server needs from every build (contact/form-pages.ts), under `client`. */
export function writeNotSentPages(client: string): void {
  for (const path of Object.values(NOT_SENT_PAGE_PATHS)) {
    mkdirSync(join(client, path), { recursive: true });
    writeFileSync(join(client, path, "index.html"), fakeNotSentPage("Anfrage nicht gesendet"));
  }
}

/** The site.json writeFakeSite writes: its pages, aliases and city routes. */
export const FAKE_SITE_MANIFEST: SiteManifest = {
  pages: [
    "/home",
    "/psychotherapie",
    "/psychotherapie/erlangen",
    "/psychotherapie/unbekannter-ort",
  ],
  notFoundPath: "/404",
  exactAliases: { "/": "/home", "/psycho/traumatherapie": "/psychotherapie/traumatherapie" },
  prefixAliases: { "/physiotherapie": "/sportphysiotherapie" },
  cityRoutes: { "/psychotherapie": "/psychotherapie/unbekannter-ort" },
};

/** Writes the site under `root`; returns its client folder (SITE_DIR). */
export function writeFakeSite(root: string): string {
  const client = join(root, "client");
  const files: Record<string, string> = {
    "home/index.html": fakePage("Start"),
    "psychotherapie/index.html": fakePage("Psychotherapie"),
    "psychotherapie/erlangen/index.html": fakePage("Psychotherapie Erlangen"),
    "psychotherapie/unbekannter-ort/index.html": fakePage("Psychotherapie ohne Ort"),
    "404/index.html": fakePage("Seite nicht gefunden"),
    "assets/app-abc123.js": "console.log('app');",
    "assets/app-abc123.js.br": "brotli-bytes",
    "media/logo.svg": "<svg></svg>",
    ".env": "SECRET=1",
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(client, file, ".."), { recursive: true });
    writeFileSync(join(client, file), content);
  }
  writeNotSentPages(client);
  writeFileSync(join(root, "site.json"), JSON.stringify(FAKE_SITE_MANIFEST));
  return client;
}
