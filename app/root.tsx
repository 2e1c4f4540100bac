import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
} from "react-router";
import {
  errorHeading,
  errorText,
  notFoundHeading,
  notFoundText,
  pageLoading,
} from "#content/frame.ts";
import { practice } from "#content/practice.ts";
import { PreviousPageRecorder } from "./contact/previous-page.ts";
import { ScrollToTop } from "./frame/scroll-to-top.tsx";
import { SiteFrame } from "./frame/site-frame.tsx";
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
 * `data-hydrated` on <html> once the page runs its script (CSS shows the form's controls by
 * it). Set by an effect, not rendered from state: a state change here re-rendered the whole
 * frame right after hydration, 13 ms of main thread on the bench machine.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export function Layout({ children }: { children: ReactNode }) {
  useHydratedMark();
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
        <ScrollToTop />
        <PreviousPageRecorder />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Shown while the SPA fallback (unknown city slug) loads its route. */
export function HydrateFallback() {
  return <p className="page-loading">{pageLoading}</p>;
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
