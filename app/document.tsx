/**
 * The HTML document of every page (decision 014): head, the shared frame and the page, rendered
 * once at build time to static markup. The page runs the site's small module and, where its
 * module asks for it (`scripts`), the contact entry, which imports the form's island when the
 * visitor needs it; never a framework's hydration. The build writes both modules into the page
 * (decision 008): no script request competes with the first paint.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { modeFromPath } from "#content/mode.ts";
import { DRAFT_KEY_ATTRIBUTE, ISLAND_ATTRIBUTE, type PageEntry } from "./browser/entries.ts";
import { DRAFT_KEY } from "./contact/draft-key.ts";
import { SiteFrame } from "./frame/site-frame.tsx";
import { PageContext } from "./page-context.ts";
import type { SiteRoute } from "./routes.ts";
import type { HeadTag } from "./seo.ts";
import { SPECULATION_RULES } from "./speculation-rules.ts";
import { siteStyles } from "./styles/site-styles.ts";

/** A module the page runs: its built code, written into the page, or a URL (the preview). */
export type PageScript = { readonly code: string } | { readonly src: string };

/** The modules a page may run, and the island's URL, which the contact entry imports. */
export type PageScripts = Readonly<Record<"site" | PageEntry, PageScript>> & {
  readonly island: string;
};

/** A `<script type="module">` of `source`; `attributes` go on it. */
function ModuleScript({
  source,
  attributes,
}: {
  source: PageScript;
  attributes?: Record<string, string>;
}) {
  if ("src" in source) return <script type="module" src={source.src} {...attributes} />;
  return (
    <script
      type="module"
      {...attributes}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built module, allowed by a CSP hash
      dangerouslySetInnerHTML={{ __html: source.code }}
    />
  );
}

function Head({ tags }: { tags: readonly HeadTag[] }) {
  return tags.map((tag) => {
    if ("title" in tag) return <title key="title">{tag.title}</title>;
    if ("rel" in tag) return <link key={tag.rel} rel={tag.rel} href={tag.href} />;
    if ("name" in tag) return <meta key={tag.name} name={tag.name} content={tag.content} />;
    return <meta key={tag.property} property={tag.property} content={tag.content} />;
  });
}

export function Document({ route, scripts }: { route: SiteRoute; scripts: PageScripts }) {
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
            <ModuleScript
              key={entry}
              source={scripts[entry]}
              attributes={
                entry === "contact"
                  ? { [ISLAND_ATTRIBUTE]: scripts.island, [DRAFT_KEY_ATTRIBUTE]: DRAFT_KEY }
                  : undefined
              }
            />
          ))}
        </body>
      </html>
    </PageContext>
  );
}

/** The page at `route.path` as the file the server sends. */
export function renderDocument(route: SiteRoute, scripts: PageScripts): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<Document route={route} scripts={scripts} />)}`;
}
