/**
 * The HTML document of every page (decision 014): head, the shared frame and the page, rendered
 * once at build time to static markup. The page loads the site's small module and, where its
 * module asks for it (`scripts`), the contact form's island; never a framework's hydration.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { modeFromPath } from "#content/mode.ts";
import { type BrowserEntry, ISLAND_ATTRIBUTE, type PageEntry } from "./browser/entries.ts";
import { SiteFrame } from "./frame/site-frame.tsx";
import { PageContext } from "./page-context.ts";
import type { SiteRoute } from "./routes.ts";
import type { HeadTag } from "./seo.ts";
import { SPECULATION_RULES } from "./speculation-rules.ts";
import { siteStyles } from "./styles/site-styles.ts";

/** The built URL of each browser entry, e.g. `{ site: "/assets/site-C3e8l10b.js", … }`. */
export type EntryUrls = Readonly<Record<BrowserEntry, string>>;

function Head({ tags }: { tags: readonly HeadTag[] }) {
  return tags.map((tag) => {
    if ("title" in tag) return <title key="title">{tag.title}</title>;
    if ("rel" in tag) return <link key={tag.rel} rel={tag.rel} href={tag.href} />;
    if ("name" in tag) return <meta key={tag.name} name={tag.name} content={tag.content} />;
    return <meta key={tag.property} property={tag.property} content={tag.content} />;
  });
}

export function Document({ route, entryUrls }: { route: SiteRoute; entryUrls: EntryUrls }) {
  const { path, page } = route;
  const mode = modeFromPath(path);
  const entries: ("site" | PageEntry)[] = ["site", ...(page.scripts ?? [])];
  return (
    <PageContext value={{ path, mode }}>
      <html lang="de" data-mode={mode}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#2f5d50" />
          <Head tags={page.head(path)} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          <style
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own CSS, allowed by a CSP hash
            dangerouslySetInnerHTML={{ __html: siteStyles }}
          />
        </head>
        <body>
          <SiteFrame>
            <page.default path={path} />
          </SiteFrame>
          <script
            type="speculationrules"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own rule set, allowed by a CSP hash
            dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
          />
          {entries.map((entry) => (
            <script
              key={entry}
              type="module"
              src={entryUrls[entry]}
              {...(entry === "contact" && { [ISLAND_ATTRIBUTE]: entryUrls["contact-hydrate"] })}
            />
          ))}
        </body>
      </html>
    </PageContext>
  );
}

/** The page at `route.path` as the file the server sends. */
export function renderDocument(route: SiteRoute, entryUrls: EntryUrls): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<Document route={route} entryUrls={entryUrls} />)}`;
}
