/**
 * The floating quick links never cover a control or the focus (WCAG 2.2 2.4.11): while a link,
 * button, toggle or field of the page lies under their button, it steps aside (quick-links.css fades
 * it out and lets a tap through; the keyboard still reaches it). It stays while it holds the focus or its list is
 * open. Without script the button stays, and the page's end and the scroll padding keep room
 * for it (quick-links.css).
 */
const CONTROLS =
  "a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex='-1'])";

export function enhanceQuickLinks(signal?: AbortSignal): void {
  const menu = document.querySelector<HTMLDetailsElement>(".quick-links");
  const toggle = menu?.querySelector("summary");
  if (!menu || !toggle) return;
  let pending = false;
  const place = () => {
    pending = false;
    // The box stays where it is while stepped aside: only its opacity changes.
    const button = toggle.getBoundingClientRect();
    // Looked up each time: the hero's motion control and the form come later, and with larger
    // text the hero's control can lie where the button floats.
    const controls = [...document.querySelectorAll(CONTROLS)].filter(
      (control) => !menu.contains(control),
    );
    const covers = controls.some((control) => {
      const box = control.getBoundingClientRect();
      return (
        box.width > 0 &&
        // A closed menu's links keep a box but are not rendered.
        control.checkVisibility() &&
        box.left < button.right &&
        button.left < box.right &&
        box.top < button.bottom &&
        button.top < box.bottom
      );
    });
    menu.toggleAttribute(
      "data-aside",
      covers && !menu.open && !menu.contains(document.activeElement),
    );
  };
  const schedule = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(place);
  };
  const options = { passive: true, capture: true, signal };
  for (const type of ["scroll", "resize", "focusin", "toggle"])
    addEventListener(type, schedule, options);
  place();
}
