/**
 * Alias URLs and their canonical targets (DESIGN.md): the server answers 301, the app
 * redirects on the client. Written as data so the build can hand it to the server. The build
 * stops if an alias would land on no page (app/site-urls.ts).
 */
export const EXACT_ALIASES: Readonly<Record<string, string>> = {
  "/": "/home",
  "/psycho/traumatherapie": "/psychotherapie/traumatherapie",
  // The old physiotherapy product's why-me URL: the prefix rule alone would name a product
  // that does not exist (warum-physiotherapie) and answer 404.
  "/physiotherapie/warum-physiotherapie": "/sportphysiotherapie/warum-sportphysiotherapie",
};

/** Every URL under the key's prefix moves under the value's prefix. */
export const PREFIX_ALIASES: Readonly<Record<string, string>> = {
  "/physiotherapie": "/sportphysiotherapie",
};

export function canonicalPathFor(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const exact = EXACT_ALIASES[path];
  if (exact !== undefined) return exact;
  for (const [from, to] of Object.entries(PREFIX_ALIASES)) {
    if (path === from || path.startsWith(`${from}/`)) return to + path.slice(from.length);
  }
  return undefined;
}
