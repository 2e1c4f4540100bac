/**
 * What a page without JavaScript shows that would not work, in any engine: the function runs in
 * the page, with nothing of Playwright's (nojs-controls.spec.ts,
 * engines/without-javascript.engine.ts).
 */

/**
 * The controls shown that need a script to do anything: buttons and fields, except those of a
 * form the browser posts itself (the contact forms); links and <summary> work without one. For
 * a page without JavaScript. Runs in the page.
 */
export function scriptOnlyControls(): string[] {
  return [
    ...document.querySelectorAll<HTMLElement>(
      'button, input, select, textarea, [role="button"], [onclick]',
    ),
  ]
    .filter((element) => {
      const form = (element as HTMLInputElement).form;
      const posted =
        form?.method === "post" &&
        form.getAttribute("action") !== null &&
        (!(element instanceof HTMLButtonElement) || element.type === "submit");
      return element.checkVisibility({ visibilityProperty: true }) && !posted;
    })
    .map(
      (element) =>
        `${element.tagName.toLowerCase()} „${element.textContent?.trim() || element.getAttribute("name") || ""}“`,
    );
}
