/**
 * JavaScript switched off in the browser's settings: every page template reads on a phone
 * without a sideways scroll and shows no control that would need a script, the menus and the
 * FAQ open (they are <details>), and the contact pages offer the practice's phone and e-mail
 * and their forms, the psychotherapy form as one page (`@media (scripting: none)`,
 * app/styles/contact-page.css; issue 31).
 */

import { scriptOnlyControls } from "../e2e/script-only-controls.ts";
import { TEMPLATE_URLS } from "../e2e/spec-urls.ts";
import { expect, PHONE, test } from "./fixtures.ts";
import { enhanced, layoutProblems, styled } from "./page-checks.ts";

/** Whether the <details> around the element matching `selector` is open. */
const isOpen = (selector: string) =>
  (document.querySelector(selector)?.parentElement as HTMLDetailsElement | null)?.open ?? null;

/** The phone and e-mail links the contact page offers, as shown. */
const directContact = () =>
  [...document.querySelectorAll<HTMLAnchorElement>("main a[href^='tel:'], main a[href^='mailto:']")]
    .filter((link) => link.checkVisibility())
    .map((link) => link.protocol);

test("every page template without JavaScript on a phone", async ({ open }) => {
  const page = await open(PHONE, { javaScript: false });
  const problems: string[] = [];
  for (const path of TEMPLATE_URLS) {
    await page.goto(path);
    expect(await page.evaluate(styled), `${path}: styled`).toBe(true);
    expect(await page.evaluate(enhanced), `${path}: no script ran`).toBe(false);
    for (const problem of await page.evaluate(layoutProblems)) problems.push(`${path}: ${problem}`);
    for (const control of await page.evaluate(scriptOnlyControls))
      problems.push(`${path}: shows ${control}, which needs a script`);
  }
  expect(problems).toEqual([]);

  await page.goto("/psychotherapie");
  await page.click(".site-header__menu-toggle");
  expect(await page.evaluate(isOpen, ".site-header__menu-toggle")).toBe(true);
  await page.goto("/faq");
  await page.click("main details.faq__item > summary");
  expect(await page.evaluate(isOpen, "main details.faq__item > summary")).toBe(true);
  for (const path of ["/kontakt", "/psychotherapie/kontakt", "/sportphysiotherapie/kontakt"]) {
    await page.goto(path);
    expect(await page.evaluate(directContact), path).toEqual(
      expect.arrayContaining(["tel:", "mailto:"]),
    );
    // The psychotherapy form as one page: all eight steps and „Anfrage senden“, no „Weiter“.
    if (path === "/psychotherapie/kontakt") {
      expect(await page.evaluate(onePageForm)).toEqual({ steps: 8, next: false, send: true });
    }
  }
});

/** What the psychotherapy form shows of its steps and buttons. Runs in the page. */
function onePageForm() {
  const shown = (selector: string) =>
    [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility());
  return {
    steps: shown("form.contact-form .wizard__step").length,
    next: shown("form.contact-form .contact-form__next").length > 0,
    send: shown("form.contact-form .contact-form__send").length > 0,
  };
}
