/**
 * The shared frame of requirements §1, which the document (app/document.tsx) puts around the
 * main content of every page it prerenders.
 */
import type { ReactNode } from "react";
import { usePage } from "#app/page-context.ts";
import { CONTACT_PATHS } from "#content/contact-paths.ts";
import { skipLink } from "#content/frame.ts";
import { navigation } from "#content/navigation.ts";
import { QuickLinks } from "./quick-links.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/**
 * The shared frame of every page: header, quick links, main content, footer. Rendered at build
 * time only (decision 011): its menus are <details>, and the few rules HTML cannot express run
 * in the site module (app/browser/frame.ts).
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { path, mode } = usePage();
  const menus = navigation[mode];
  const onContactPage = CONTACT_PATHS.includes(path);
  return (
    <>
      <a className="skip-link" href="#main">
        {skipLink}
      </a>
      <SiteHeader navigation={menus} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {!onContactPage && <QuickLinks links={menus.floatChildren} />}
      <SiteFooter mode={mode} />
    </>
  );
}
