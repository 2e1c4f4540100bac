/**
 * The page Caddy answers a page request with while the server is away (a restart, an update;
 * deploy/Caddyfile, decision 021): German, the site's look, the practice's phone and e-mail. A
 * document of its own, without the frame: its links would lead to the server that is away, and
 * it has no script. Its only inline style is allowed by a hash the build writes beside it
 * (scripts/restart-page.ts), since Caddy cannot know it.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { restartPage } from "#content/pages/restart.ts";
import { DirectContactList } from "./contact/direct-contact.tsx";
import base from "./styles/base.css?inline";
import contactPageStyles from "./styles/contact-page.css?inline";
import page from "./styles/page.css?inline";

/** The site's tokens and plain elements, its page column and its list of phone and e-mail. */
const RESTART_STYLES = [base, page, contactPageStyles].join("\n");

function RestartPage() {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{restartPage.title}</title>
        <style
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own CSS, allowed by a CSP hash
          dangerouslySetInnerHTML={{ __html: RESTART_STYLES }}
        />
      </head>
      <body>
        <main className="page">
          <h1>{restartPage.heading}</h1>
          {restartPage.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <DirectContactList />
        </main>
      </body>
    </html>
  );
}

/** The restart page as the file the build writes. */
export function renderRestartPage(): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<RestartPage />)}`;
}
