import { browserEntries } from "virtual:browser-entries";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
} from "react-router";
import { errorHeading, errorText, notFoundHeading, notFoundText } from "#content/frame.ts";
import { practice } from "#content/practice.ts";
import { pageEntries } from "./browser/entries.ts";
import { SiteFrame } from "./frame/site-frame.tsx";
import { SPECULATION_RULES } from "./speculation-rules.ts";
import { siteStyles } from "./styles/site-styles.ts";
import { useMode } from "./use-mode.ts";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** Used by routes without head data of their own (the alias redirects). */
export const meta: MetaFunction = () => [{ title: practice.brand }];

/**
 * Every page is static HTML (decision 011): React renders it at build time only. The page loads
 * the site's small module and, where a route asks for it in its `handle`, the contact form's
 * island; never React Router's hydration (`<Scripts>`).
 */
export function Layout({ children }: { children: ReactNode }) {
  const entries = pageEntries(useMatches().map((match) => match.handle));
  // With `ssr: false` the build always renders an SPA shell at "/" and fails unless it carries
  // <Scripts>. "/" is a redirect, never a page, and scripts/site-files.ts deletes the shell.
  const spaShell = useLocation().pathname === "/";
  return (
    <html lang="de" data-mode={useMode()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f5d50" />
        <Meta />
        <Links />
        <style
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own CSS, allowed by a CSP hash
          dangerouslySetInnerHTML={{ __html: siteStyles }}
          suppressHydrationWarning
        />
      </head>
      <body>
        <SiteFrame>{children}</SiteFrame>
        <script
          type="speculationrules"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own rule set, allowed by a CSP hash
          dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
        />
        {spaShell && <Scripts />}
        {entries.map((entry) => (
          <script key={entry} type="module" src={browserEntries[entry]} />
        ))}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Rendered into the SPA shell only, which is never served. */
export function HydrateFallback() {
  return null;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="page">
      <h1>{notFound ? notFoundHeading : errorHeading}</h1>
      <p>{notFound ? notFoundText : errorText}</p>
    </section>
  );
}
