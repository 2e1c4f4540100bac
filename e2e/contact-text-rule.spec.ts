/**
 * The text rule (decision 007) in the real browser form: what real people type gets no message,
 * characters that can forge what the practice sees get the pattern message.
 *
 * Only what a browser field can hold is tested here: an <input type=text> drops CR and LF
 * itself, a textarea turns CR and CR LF into LF, and a lone surrogate does not survive the
 * DevTools protocol (it arrives as U+FFFD). NUL, CR, CR LF, LF in a one-line field, C1 CSI and
 * lone surrogates can still reach the server from a script, so each of them is checked against
 * every field of every form in server/api/notify-text-rule.test.ts.
 */
import type { Locator } from "@playwright/test";
import { ACCEPTED_SAMPLES, BROWSER_HOLDABLE_REJECTED_SAMPLES } from "#contact/text-rule-samples.ts";
import {
  button,
  describedError,
  field,
  fillGeneralForm,
  MSG,
  openGeneralForm,
  SUCCESS,
} from "./contact-helpers.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Puts `value` into `control` and waits until the field holds exactly it (what the browser
 * keeps) with `message` tied to it. The control must have been left once (touched): from then
 * on every change updates its message.
 */
async function expectMessage(control: Locator, value: string, message: string | null) {
  await control.fill(value);
  await expect
    .poll(async () => ({
      value: await control.inputValue(),
      message: await describedError(control),
    }))
    .toEqual({ value, message });
}

test("accepted samples show no message, refused characters the pattern message", async ({
  page,
}) => {
  await openGeneralForm(page);
  const controls = [field(page, "Vorname"), field(page, "Ihre Nachricht")];
  for (const control of controls) {
    await control.focus();
    await control.blur();
    // Each accepted sample after a refused one, so "no message" is a fresh verdict.
    for (const sample of ACCEPTED_SAMPLES) {
      await expectMessage(control, `${sample}\u202e`, MSG.pattern);
      await expectMessage(control, sample, null);
    }
    for (const [name, char] of BROWSER_HOLDABLE_REJECTED_SAMPLES) {
      await test.step(name, async () => {
        await expectMessage(control, `An${char}na`, MSG.pattern);
        await expectMessage(control, "Anna", null);
      });
    }
  }
  // Several lines in free text (an <input> cannot hold a line break at all).
  await expectMessage(field(page, "Ihre Nachricht"), "Zeile 1\nZeile 2", null);
});

test("the real server takes names and text as typed (201, payload unchanged)", async ({ page }) => {
  await openGeneralForm(page);
  await fillGeneralForm(page);
  const typed = {
    firstName: "René",
    lastName: "O’Brien-Çelik",
    message: "„Zitat“: 20 € für R+V 😀\nIch hab’s verstanden.",
  };
  await field(page, "Vorname").fill(typed.firstName);
  await field(page, "Nachname").fill(typed.lastName);
  await field(page, "Ihre Nachricht").fill(typed.message);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/notify/"));
  await button(page, "Anfrage senden").click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject(typed);
  await expect(page.getByText(SUCCESS, { exact: true })).toBeFocused();
});
