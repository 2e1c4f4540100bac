/**
 * The frame's rules that HTML cannot express (requirements §4). The menus are <details name=…>
 * (app/frame/site-header.tsx, quick-links.tsx): the browser opens and closes them, keeps one
 * dropdown open at a time, and lets the phone menu and the floating quick links close each
 * other, also without script. This module adds:
 * - any scroll of the page closes every open menu; the header carries `data-scrolled` while
 *   the page is scrolled (the position at start sets it without closing anything);
 * - Escape closes the innermost open menu that holds the focus (a submenu of the phone menu
 *   before the phone menu) and returns the focus to its summary; the next Escape closes the
 *   next menu out;
 * - a pointerdown outside the header and the quick links closes them;
 * - a header menu (a dropdown, the phone menu) and the floating menu close each other;
 * - a page left for another comes back from the back/forward cache with its menus closed;
 * - a skipped view transition between pages leaves no unhandled rejection (WebKit);
 * - the footer's year becomes the visitor's.
 */

/** Every menu, outer before inner (document order): the phone menu holds the dropdowns. */
const MENUS = ".site-header details, .quick-links";

export function enhanceFrame(signal?: AbortSignal): void {
  const header = document.querySelector(".site-header");
  const menus = [...document.querySelectorAll<HTMLDetailsElement>(MENUS)];
  const options = { signal };

  /**
   * Closes every menu. The focus never stays behind in a closed menu, where it would be lost:
   * it goes to the summary of the outermost open menu that held it.
   */
  const close = () => {
    const focused = document.activeElement;
    const home = menus.find((menu) => menu.open && menu.contains(focused));
    for (const menu of menus) menu.open = false;
    home?.querySelector("summary")?.focus();
  };

  /**
   * Escape closes one level: the innermost open menu that holds the focus, with what it holds,
   * and puts the focus on its summary; with the focus nowhere, the innermost open menu. With
   * the focus elsewhere on the page it closes every menu and leaves the focus there.
   */
  const closeOneLevel = () => {
    const focused = document.activeElement;
    const open = menus.filter((menu) => menu.open);
    const home =
      open.filter((menu) => menu.contains(focused)).at(-1) ??
      (focused === document.body ? open.at(-1) : undefined);
    if (!home) return close();
    for (const menu of open) if (home.contains(menu)) menu.open = false;
    home.querySelector("summary")?.focus();
  };

  const measure = () => header?.toggleAttribute("data-scrolled", scrollY > 0);
  measure();
  addEventListener(
    "scroll",
    () => {
      measure();
      close();
    },
    { passive: true, signal },
  );
  addEventListener("pagehide", () => close(), options);
  // WebKit rejects the promises of a cross-document view transition it skips (on the page left
  // and on the page shown, e.g. by Back) with no one to handle them: handled here, they stay out
  // of the console and out of any error report.
  for (const type of ["pageswap", "pagereveal"]) {
    addEventListener(
      type,
      (event) => {
        const transition = (event as Event & { viewTransition?: ViewTransition | null })
          .viewTransition;
        transition?.ready.catch(() => {});
        transition?.updateCallbackDone.catch(() => {});
        transition?.finished.catch(() => {});
      },
      options,
    );
  }
  document.addEventListener(
    "keydown",
    (event) => event.key === "Escape" && closeOneLevel(),
    options,
  );
  document.addEventListener(
    "pointerdown",
    (event) => (event.target as Element).closest(".site-header, .quick-links") || close(),
    options,
  );
  // The phone menu and the floating menu share a details name; a dropdown and the floating menu
  // cannot (a dropdown would close the phone menu that holds it), so they close each other here
  // (the phone menu too, for a browser without details names). `toggle` does not bubble: it is
  // caught on its way down.
  document.addEventListener(
    "toggle",
    (event) => {
      const menu = event.target as HTMLDetailsElement;
      if (!menu.open || !menus.includes(menu)) return;
      const floating = menu.matches(".quick-links");
      for (const other of menus) {
        if (other.matches(".quick-links") !== floating) other.open = false;
      }
    },
    { capture: true, signal },
  );

  const year = document.querySelector(".site-footer__year");
  if (year) year.textContent = `${new Date().getFullYear()}`;
}
