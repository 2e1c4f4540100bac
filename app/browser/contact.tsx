/**
 * The contact pages' script (decision 011), in two parts. This entry is tiny and imports nothing
 * statically, so it runs as soon as the page is parsed; the form's React code
 * (contact-hydrate.tsx, most of the page's JavaScript) follows by a dynamic import and hydrates
 * the wizard.
 *
 * Until then the prerendered fields can be filled in. This entry records which fields the
 * visitor leaves meanwhile: once hydrated, the form treats them as left (touched and validated),
 * so a visitor gets the same messages as if the form had worked from the start.
 */
export {};

const wizard = document.querySelector(".contact-wizard");
if (wizard) {
  const left = new Set<EventTarget>();
  const record = (event: Event) => {
    if (event.target) left.add(event.target);
  };
  wizard.addEventListener("focusout", record);
  void import("./contact-hydrate.tsx").then(({ hydrateWizard }) =>
    hydrateWizard(wizard, left, () => wizard.removeEventListener("focusout", record)),
  );
}
