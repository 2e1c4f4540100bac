/**
 * Helpers of the contact browser tests (e2e/contact-*.spec.ts, notify-end-to-end.spec.ts). The
 * spec's strings are written out here (the messages in test-support/spec-messages.ts) on purpose,
 * independent of contact/, so a changed message or label fails a test.
 */
import type { Locator, Page, Request, Route } from "@playwright/test";
import { validPsychotherapieValues } from "#test-support/contact-fixtures.ts";
import { SPEC_MESSAGES } from "#test-support/spec-messages.ts";
import { expect } from "./fixtures.ts";

export const SUCCESS =
  "Ihre Anfrage wurde erfolgreich versendet. In Kürze erhalten Sie eine Rückmeldung von mir.";

/** requirements §5 messages, written out in test-support/ (shared with contact/'s schema tests). */
export const MSG = SPEC_MESSAGES;

/** requirements §8 banner texts. */
export const BANNER = {
  rateLimited:
    "Bitte warte etwas aus Sicherheitsgründen bis du erneut eine Kontakt-Anfrage abschicken kannst.",
  noConnection:
    "Keine Verbindung zum Server möglich. Bitte überprüfen Sie Ihre Internetverbindung.",
  status: (status: number) => `Fehler beim Senden der Anfrage (Status: ${status})`,
} as const;

export const NOTIFY_ROUTE = "**/api/notify/**";

/** The console lines of a send the test fails or aborts on purpose (for `allowedConsoleErrors`). */
export const FAILED_SEND_CONSOLE_ERRORS = [/Failed to load resource|net::ERR_FAILED/];

/**
 * Turns to the contact form and waits until the island has hydrated the wizard: it marks
 * <html data-hydrated> once React handles the form (app/browser/contact-hydrate.tsx). The page's
 * small script loads the island only when the visitor turns to the form (or the tab holds a
 * draft, decision 020); the focus moving into the form is such a turn, here without moving the
 * focus, so no field is left (and touched) by it. Waits as long as the test may: on a busy
 * machine loading and hydrating take longer than an assertion's default wait.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(turnedToForm);
}

/**
 * Runs in the page: whether the form has hydrated; until then, each call turns to the form (a
 * `focusin` inside it, which the page's script may not listen for yet).
 */
export function turnedToForm(): boolean {
  if (document.documentElement.dataset.hydrated === "true") return true;
  document
    .querySelector(".contact-wizard a, .contact-wizard input")
    ?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  return false;
}

/**
 * Holds the contact form's React code (app/browser/contact-hydrate.tsx) until `release` is
 * called; the page's small contact script runs meanwhile. `requested` resolves once that script
 * has asked for it.
 */
export async function holdFormCode(
  page: Page,
): Promise<{ requested: Promise<void>; release: () => void }> {
  let release = () => {};
  let requestedNow = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested = new Promise<void>((resolve) => {
    requestedNow = resolve;
  });
  await page.route(/\/assets\/contact-hydrate-[^/]+\.js$/, async (route) => {
    requestedNow();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/** Follows a link to `path`, as a visitor's click does (for pages no link leads between). */
export async function followLink(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => {
    const link = document.createElement("a");
    link.href = href;
    link.textContent = "Weiter zu";
    document.querySelector("main")?.append(link);
  }, path);
  await page.getByRole("link", { name: "Weiter zu", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

export async function openContactPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
}

export const form = (page: Page) => page.locator("form.contact-form");
export const field = (page: Page, label: string | RegExp) =>
  form(page).getByLabel(label, { exact: typeof label === "string" });
export const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
export const stepText = (page: Page) => page.locator(".wizard-progress__text");
/**
 * The visible field messages, in page order (the wizard's steps not shown hold theirs hidden).
 */
export const fieldErrors = (page: Page) => form(page).locator(".field__error-text:visible");
/** A card of /kontakt's chooser: a link to its form's page, opened in place with JavaScript. */
export const card = (page: Page, name: RegExp) =>
  page.locator(".form-chooser").getByRole("link", { name });
/** The way back from a form to the chooser: a link to /kontakt, followed in place. */
export const backToChooser = (page: Page) =>
  page.getByRole("link", { name: "Andere Art der Anfrage wählen", exact: true });
export const errorBanner = (page: Page) => page.locator(".contact-banner--error");

/** The error message tied to a control through aria-describedby. */
export async function describedError(control: Locator): Promise<string | null> {
  return control.evaluate((element) => {
    const ids = (element.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    const error = ids
      .map((id) => document.getElementById(id))
      .find((node) => node?.id.endsWith("-error"));
    return error?.querySelector(".field__error-text")?.textContent ?? null;
  });
}

export interface CapturedRequest {
  url: string;
  method: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

function capture(request: Request): CapturedRequest {
  return {
    url: request.url(),
    method: request.method(),
    contentType: request.headers()["content-type"],
    body: request.postDataJSON() as Record<string, unknown>,
  };
}

/**
 * Answers every notify call with `answer` (default 201) and records it. `answer` may return a
 * promise to hold the response (e.g. to look at the page while sending).
 */
export async function captureNotify(
  page: Page,
  answer: (route: Route, index: number) => Promise<void> = (route) =>
    route.fulfill({ status: 201, json: { id: "x" } }),
): Promise<CapturedRequest[]> {
  const requests: CapturedRequest[] = [];
  await page.route(NOTIFY_ROUTE, async (route) => {
    requests.push(capture(route.request()));
    await answer(route, requests.length - 1);
  });
  return requests;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The page after a successful send from `path`: the success message has the focus, the URL
 * ends in `path#contact-sent`, the form is gone.
 */
export async function expectSentPage(page: Page, path: string): Promise<void> {
  await expect(page.getByText(SUCCESS, { exact: true })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}#contact-sent$`));
  await expect(form(page)).toHaveCount(0);
}

/**
 * The one request captured: a JSON POST to `apiPath` with a new request id. Returns its body
 * with the id as "<id>", for comparing with the expected body.
 */
export function theOneRequest(
  requests: CapturedRequest[],
  apiPath: string,
): Record<string, unknown> {
  expect(requests).toHaveLength(1);
  const [request] = requests;
  expect(new URL(request?.url ?? "").pathname).toBe(apiPath);
  expect(request?.method).toBe("POST");
  expect(request?.contentType).toBe("application/json; charset=utf-8");
  expect(request?.body.id).toMatch(/^[a-z0-9]{10}$/);
  return { ...request?.body, id: "<id>" };
}

/** Contact details used by every form. */
export const PERSON = {
  firstName: "Jörg-Peter",
  lastName: "Müßig (geb. Weiß)",
  email: "joerg.mueller@example.de",
  phone: "+49 911 / 123-456",
  message: "Guten Tag,\nich bitte um Rückruf ab 17 Uhr. Danke!",
};

export async function fillContactDetails(page: Page, withMessage = true): Promise<void> {
  await field(page, "Vorname").fill(PERSON.firstName);
  await field(page, "Nachname").fill(PERSON.lastName);
  await field(page, "E-Mail-Adresse").fill(PERSON.email);
  await field(page, "Telefonnummer").fill(PERSON.phone);
  if (withMessage) await field(page, "Ihre Nachricht").fill(PERSON.message);
}

/** The psychotherapy wizard's question labels (contact/labels.ts, the visible German). */
export const PSY = {
  beschwerden: "Beschwerden",
  currentBurden: "Was belastet Sie zurzeit am meisten?",
  problemDuration: "Seit wann besteht das Problem?",
  seekingHelpTrigger: "Was hat Sie dazu bewogen, sich gerade jetzt Hilfe zu suchen?",
  burdenScale: "Wie stark belastet Sie das Thema im Alltag? (1 bis 10)",
  affectedAreas: "Welche Bereiche Ihres Lebens sind besonders betroffen?",
  nimmtPsychopharmaka: "Nehmen Sie Psychopharmaka ein?",
  hasPreviousTherapy: "Waren Sie bereits in psychotherapeutischer Behandlung?",
  previousTherapyExperience: "Welche Erfahrungen haben Sie mit früheren Therapien gemacht?",
  informationsquelle: "Wie sind Sie auf uns aufmerksam geworden?",
  empfehlung: "Wer hat uns empfohlen? (optional)",
  versicherungsArt: "Versicherungsart",
  versicherungsName: "Name Ihrer Krankenversicherung (optional)",
  kostenuebernahmeGeklaert: "Die Kostenübernahme ist bereits geklärt",
  arztBehandlungConsent:
    "Sind Sie bereit, bei Bedarf zusätzlich eine ärztliche Behandlung in Anspruch zu nehmen?",
  suchtbeschreibung: "Konsum von Alkohol, Drogen oder Medikamenten (optional)",
  terms: /^Ich willige ein, dass meine Angaben, auch die zu meiner Gesundheit/,
} as const;

export const radioGroup = (page: Page, legend: string) =>
  form(page).getByRole("group", { name: legend, exact: true });

/** Clicks 'Weiter' and waits for the given step. */
export async function next(page: Page, expectedStep: number): Promise<void> {
  await button(page, "Weiter").click();
  await expect(stepText(page)).toHaveText(`Schritt ${expectedStep} von 8`);
}

/** The free texts the psychotherapy tests type: those of the unit tests' valid values. */
export const PSYCHOTHERAPIE_TEXTS = validPsychotherapieValues;

/**
 * The answers of steps 1–7 of the psychotherapy wizard, by field name: the text of a text field
 * or select, the value of a radio button. Step 6 (days and times) is optional.
 */
const PSYCHOTHERAPIE_ANSWERS: [name: string, value: string][][] = [
  [
    ["firstName", PERSON.firstName],
    ["lastName", PERSON.lastName],
    ["email", PERSON.email],
    ["phone", PERSON.phone],
    ["message", PERSON.message],
  ],
  [
    ["beschwerden", PSYCHOTHERAPIE_TEXTS.beschwerden],
    ["currentBurden", PSYCHOTHERAPIE_TEXTS.currentBurden],
    ["problemDuration", PSYCHOTHERAPIE_TEXTS.problemDuration],
  ],
  [["seekingHelpTrigger", PSYCHOTHERAPIE_TEXTS.seekingHelpTrigger]],
  [
    ["affectedAreas", PSYCHOTHERAPIE_TEXTS.affectedAreas],
    ["nimmtPsychopharmaka", "NEIN"],
  ],
  [["hasPreviousTherapy", "NEIN"]],
  [],
  [["informationsquelle", "Internet-Suche"]],
];

/**
 * Brings the psychotherapy wizard from step 1 to `untilStep`, for tests of what happens there.
 * Each step's answers are given in the page in one go, as the input and change events the form
 * reads from typing and choosing, and its „Weiter“ is pressed there; the test waits for each
 * step. A walk by mouse or by keyboard, with Playwright's checks before each action, has its
 * own tests (keyboard: contact-psychotherapie.spec.ts; mouse: notify-end-to-end.spec.ts).
 */
export async function fillPsychotherapieUntil(page: Page, untilStep: number): Promise<void> {
  for (let step = 1; step < untilStep; step++) {
    await expect(stepText(page)).toHaveText(`Schritt ${step} von 8`);
    await page.evaluate(
      (answers) => {
        const form = document.querySelector<HTMLFormElement>("form.contact-form");
        if (!form) throw new Error("no contact form");
        for (const [name, value] of answers) {
          const control = form.elements.namedItem(name);
          if (control instanceof RadioNodeList) {
            const radio = [...control].find((node) => (node as HTMLInputElement).value === value);
            if (!(radio instanceof HTMLInputElement)) throw new Error(`no ${name} = ${value}`);
            radio.click();
          } else if (
            control instanceof HTMLInputElement ||
            control instanceof HTMLTextAreaElement ||
            control instanceof HTMLSelectElement
          ) {
            // The prototype's setter: React tracks the value a script sets on the element itself
            // and would drop the event as no change.
            const prototype = Object.getPrototypeOf(control) as object;
            Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
            control.dispatchEvent(new Event("input", { bubbles: true }));
            control.dispatchEvent(new Event("change", { bubbles: true }));
          } else {
            throw new Error(`no field ${name}`);
          }
        }
        const next = [...form.querySelectorAll("button")].find(
          (button) => button.textContent?.trim() === "Weiter",
        );
        if (!next) throw new Error("no „Weiter“");
        next.click();
      },
      PSYCHOTHERAPIE_ANSWERS[step - 1] ?? [],
    );
    await expect(stepText(page)).toHaveText(`Schritt ${step + 1} von 8`);
  }
}

export async function fillPsychotherapieStep8(page: Page): Promise<void> {
  await field(page, PSY.versicherungsArt).selectOption("Selbstzahler");
  await radioGroup(page, PSY.arztBehandlungConsent).getByLabel("Ja").check();
  await field(page, PSY.terms).check();
}

/** Opens the general form on /kontakt (of `origin`, default the suite's server) and waits for its script. */
export async function openGeneralForm(page: Page, origin = ""): Promise<void> {
  await openContactPage(page, `${origin}/kontakt`);
  await card(page, /^Allgemeine Anfrage/).click();
  await waitForHydration(page);
}

/** Opens the sports form on /sportphysiotherapie/kontakt (of `origin`) and waits for its script. */
export async function openSportForm(page: Page, origin = ""): Promise<void> {
  await openContactPage(page, `${origin}/sportphysiotherapie/kontakt`);
  await waitForHydration(page);
}

/** The sports form's labels (the visible German). */
export const SPORT = {
  therapyType: "Gewünschte Therapie",
  beschwerden: "Beschwerden",
  hasRezept: "Ärztliche Verordnung (Rezept) vorhanden",
  tageszeiten: "Bevorzugte Tageszeiten",
  availability: "Wann sind Sie in der Regel verfügbar? (optional)",
  terms: /^Ich willige ein, dass meine Angaben, auch die zu meiner Gesundheit/,
};

/** The sports form's answers of the happy paths (a prescription is ticked). */
export const SPORT_ANSWERS = {
  therapyType: "Lymphdrainage",
  beschwerden: "Schwellung im Knöchel",
  tageszeiten: "Vormittags oder abends",
  availability: "Mo. bis Mi.",
};

/** Fills the whole sports form by mouse and keyboard, field by field, consent ticked. */
export async function fillSportForm(page: Page): Promise<void> {
  await fillContactDetails(page, false);
  await field(page, SPORT.therapyType).selectOption(SPORT_ANSWERS.therapyType);
  await field(page, SPORT.beschwerden).fill(SPORT_ANSWERS.beschwerden);
  await field(page, SPORT.hasRezept).check();
  await field(page, SPORT.tageszeiten).fill(SPORT_ANSWERS.tageszeiten);
  await field(page, SPORT.availability).fill(SPORT_ANSWERS.availability);
  await field(page, "Ihre Nachricht").fill(PERSON.message);
  await field(page, SPORT.terms).check();
}

/** After a refused send: every entry of fillGeneralForm is still there. */
export async function expectGeneralEntriesKept(page: Page): Promise<void> {
  await expect(field(page, "Vorname")).toHaveValue(PERSON.firstName);
  await expect(field(page, "Nachname")).toHaveValue(PERSON.lastName);
  await expect(field(page, "E-Mail-Adresse")).toHaveValue(PERSON.email);
  await expect(field(page, "Telefonnummer")).toHaveValue(PERSON.phone);
  await expect(field(page, "Grund Ihrer Anfrage (optional)")).toHaveValue("Terminanfrage");
  await expect(field(page, "Ihre Nachricht")).toHaveValue(PERSON.message);
  await expect(field(page, /^Ich habe die Datenschutzerklärung/)).toBeChecked();
}

export async function fillGeneralForm(page: Page): Promise<void> {
  await fillContactDetails(page);
  await field(page, "Grund Ihrer Anfrage (optional)").selectOption("Terminanfrage");
  await field(page, /^Ich habe die Datenschutzerklärung/).check();
}
