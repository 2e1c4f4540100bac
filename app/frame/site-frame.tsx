import { type ReactNode, useCallback, useEffect, useReducer, useRef } from "react";
import { useLocation } from "react-router";
import { useMode } from "#app/use-mode.ts";
import { skipLink } from "#content/frame.ts";
import { CONTACT_PATHS, navigation } from "#content/navigation.ts";
import { headerReducer, initialHeaderState } from "./header-state.ts";
import { QuickLinks } from "./quick-links.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** The shared frame of every page: header, quick links, main content, footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const mode = useMode();
  const [state, dispatch] = useReducer(headerReducer, initialHeaderState);
  const opener = useRef<HTMLElement | null>(null);
  const onOpen = useCallback((element: HTMLElement) => {
    opener.current = element;
  }, []);
  const anyOpen = state.selected !== null || state.floatingOpen || state.mobileOpen;

  // Neither reading the scroll position nor the first render closes a menu: a menu the visitor
  // opened before the page hydrated stays open (disclosure.tsx adopts it).
  useEffect(() => {
    dispatch({ type: "measure", scrollY: window.scrollY });
    const onScroll = () => dispatch({ type: "scroll", scrollY: window.scrollY });
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // A navigation closes every menu.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dispatch({ type: "closeAll" });
  }, [pathname]);

  useEffect(() => {
    if (!anyOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      dispatch({ type: "closeAll" });
      opener.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target?.closest(".site-header, .quick-links")) dispatch({ type: "closeAll" });
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [anyOpen]);

  const menus = navigation[mode];
  const onContactPage = CONTACT_PATHS.includes(pathname.replace(/\/+$/, ""));
  return (
    <>
      <a className="skip-link" href="#main">
        {skipLink}
      </a>
      <SiteHeader navigation={menus} state={state} dispatch={dispatch} onOpen={onOpen} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {!onContactPage && (
        <QuickLinks
          links={menus.floatChildren}
          open={state.floatingOpen}
          dispatch={dispatch}
          onOpen={onOpen}
        />
      )}
      <SiteFooter mode={mode} />
    </>
  );
}
