/**
 * The whole way of a contact request: the real wizard in the browser, a second real server
 * process (`node server/main.ts`, its own port and DATA_DIR) and a real SMTP server on
 * 127.0.0.1. Nothing is mocked: the request is sent by the page, stored in SQLite, mailed by the
 * outbox and received by the SMTP sink, or refused with 503 when the database is locked.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page, Request, TestInfo } from "@playwright/test";
import { API_MESSAGES } from "#server/api/messages.ts";
import { DATABASE_FILE_NAME } from "#server/storage/sqlite-request-store.ts";
import { type ServerProcess, startServerProcess } from "#test-support/server/server-process.ts";
import { type ReceivedMail, startSmtpSink } from "#test-support/server/smtp-sink.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { waitFor } from "#test-support/server/wait.ts";
import { CLIENT_DIR } from "../scripts/build-dir.ts";
import {
  button,
  errorBanner,
  escapeRegExp,
  expectGeneralEntriesKept,
  expectSentPage,
  field,
  fillContactDetails,
  fillGeneralForm,
  fillSportForm,
  next,
  openContactPage,
  openGeneralForm,
  PERSON,
  PSY,
  radioGroup,
  SPORT_ANSWERS,
  SUCCESS,
  stepText,
  waitForHydration,
} from "./contact-helpers.ts";
import { expect, test } from "./fixtures.ts";

const MAIL_TO = "praxis-e2e@example.org";
const MAIL_FROM = "Kontaktformular E2E <kontakt-e2e@example.org>";
/** The same site build the config's server serves (playwright.config.ts). */
const SITE_DIR = CLIENT_DIR;

type SecondServer = {
  baseUrl: string;
  dataDir: string;
  /** SIGTERM, waits for the exit (SIGKILL after 10 s); returns the exit code. Idempotent. */
  stop(): Promise<number | string>;
};

/** Starts `node server/main.ts` on a free loopback port with a fresh temporary DATA_DIR. */
async function startSecondServer(env: Record<string, string> = {}): Promise<SecondServer> {
  const temp = makeTempDir("notify-e2e-");
  let server: ServerProcess;
  try {
    server = await startServerProcess({
      DATA_DIR: temp.path,
      SITE_DIR,
      MAIL_TO,
      MAIL_FROM,
      MAIL_RETRY_BASE_DELAY: "50ms",
      MAIL_RETRY_MAX_DELAY: "500ms",
      RATE_LIMIT_WINDOWS: "off",
      INTAKE_LIMIT: "off",
      ...env,
    });
  } catch (error) {
    temp.remove();
    throw error;
  }
  let stopped: Promise<number | string> | undefined;
  return {
    baseUrl: server.baseUrl,
    dataDir: temp.path,
    stop() {
      stopped ??= (async () => {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill("SIGTERM");
        }
        const timer = setTimeout(() => server.child.kill("SIGKILL"), 10_000);
        try {
          const code = await server.exited;
          // A shutdown that hung: its last log lines say where (they carry no visitor data).
          if (code === "SIGKILL") console.log(server.logLines().slice(-15));
          return code;
        } finally {
          clearTimeout(timer);
          temp.remove();
        }
      })();
      return stopped;
    },
  };
}

/**
 * Records when (test clock) and with what the page's notify calls were answered. API answers
 * carry `Cache-Control: no-store`, whose bodies Chromium does not keep for the DevTools
 * protocol (Playwright's `response.json()` waits forever on them), so the test makes each call
 * itself (`route.fetch`) and hands the server's answer to the page unchanged.
 */
async function watchNotify(page: Page) {
  const requests: Request[] = [];
  const answers: {
    status: number;
    at: number;
    path: string;
    headers: Record<string, string>;
    body: unknown;
  }[] = [];
  await page.route("**/api/notify/**", async (route) => {
    requests.push(route.request());
    const response = await route.fetch();
    answers.push({
      status: response.status(),
      at: Date.now(),
      path: new URL(response.url()).pathname,
      headers: response.headers(),
      body: await response.json(),
    });
    await route.fulfill({ response });
  });
  return { requests, answers };
}

/** The single notify answer so far: its status, the request id it names, when it came. */
async function theOnlyAnswer(notify: Awaited<ReturnType<typeof watchNotify>>, status: number) {
  expect(notify.answers.map((answer) => answer.status)).toEqual([status]);
  const [answer] = notify.answers;
  if (!answer) throw new Error("no notify answer");
  expect(answer.headers["cache-control"]).toBe("no-store");
  const { id } = answer.body as { id: string };
  return { id, path: answer.path, at: answer.at };
}

/**
 * The mail lists an answer as "Label: value", or with the value indented below the label when
 * it is long or has line breaks (server/README.md, Delivery).
 */
function expectMailField(mail: ReceivedMail, label: string, value: string) {
  const inline = `${escapeRegExp(label)}: ${escapeRegExp(value)}`;
  const indented = `${escapeRegExp(label)}:\\n${value
    .split("\n")
    .map((line) => `    ${escapeRegExp(line)}`)
    .join("\\n")}`;
  expect(mail.text, `mail field ${label}`).toMatch(new RegExp(`^(${inline}|${indented})$`, "m"));
}

/** The mail's first lines: the form and the person, the request's number. */
function expectMailHead(mail: ReceivedMail, title: string, requestId: string) {
  const [first, second] = (mail.text ?? "").split("\n");
  expect(first).toBe(`${title} von ${PERSON.firstName} ${PERSON.lastName}`);
  expect(second).toMatch(new RegExp(`^Eingegangen am .+ Uhr · Nr\\. ${requestId}$`));
}

function expectMailHeaders(mail: ReceivedMail, subject: string, requestId: string) {
  expect(mail.envelopeTo).toEqual([MAIL_TO]);
  expect(mail.headers.get("to")).toBe(MAIL_TO);
  expect(mail.headers.get("from")).toContain("<kontakt-e2e@example.org>");
  expect(mail.headers.get("reply-to")).toContain(`<${PERSON.email}>`);
  expect(mail.headers.get("reply-to")).toContain(`${PERSON.firstName} ${PERSON.lastName}`);
  expect(mail.subject).toBe(subject);
  expect(mail.headers.get("x-kontaktanfrage-id")).toBe(requestId);
}

/** The psychotherapy wizard, all eight steps by mouse, every step with its own values. */
const THERAPY = {
  beschwerden: "Schlafstörungen, Grübeln und Herzrasen",
  currentBurden: "Der Druck im neuen Job",
  problemDuration: "Seit dem Frühjahr 2024",
  seekingHelpTrigger: "Ein Rat meiner Hausärztin",
  affectedAreas: "Beruf und Partnerschaft",
  previousTherapyExperience: "Gesprächstherapie 2019, eher hilfreich",
  empfehlung: "Frau Dr. Schön aus Zirndorf",
  versicherungsName: "Süddeutsche Krankenkasse",
  suchtbeschreibung: "Gelegentlich ein Glas Wein",
};

async function fillWholePsychotherapieWizard(page: Page) {
  await expect(stepText(page)).toHaveText("Schritt 1 von 8");
  await fillContactDetails(page);
  await next(page, 2);

  await field(page, PSY.beschwerden).fill(THERAPY.beschwerden);
  await field(page, PSY.currentBurden).fill(THERAPY.currentBurden);
  await field(page, PSY.problemDuration).fill(THERAPY.problemDuration);
  await next(page, 3);

  await field(page, PSY.seekingHelpTrigger).fill(THERAPY.seekingHelpTrigger);
  // The slider starts at 5; three steps up, as a visitor does it with the arrow keys.
  const slider = page.getByRole("slider", { name: PSY.burdenScale });
  await slider.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue("8");
  await next(page, 4);

  await field(page, PSY.affectedAreas).fill(THERAPY.affectedAreas);
  await radioGroup(page, PSY.nimmtPsychopharmaka).getByLabel("Nein").check();
  await next(page, 5);

  await radioGroup(page, PSY.hasPreviousTherapy).getByLabel("Ja").check();
  await field(page, PSY.previousTherapyExperience).fill(THERAPY.previousTherapyExperience);
  await next(page, 6);

  for (const label of ["Montag", "Mittwoch", "Vormittag", "Abend"]) {
    await field(page, label).check();
  }
  await next(page, 7);

  await field(page, PSY.informationsquelle).selectOption("Empfehlung");
  await field(page, PSY.empfehlung).fill(THERAPY.empfehlung);
  await next(page, 8);

  await field(page, PSY.versicherungsArt).selectOption("Privat versichert");
  await field(page, PSY.versicherungsName).fill(THERAPY.versicherungsName);
  await field(page, PSY.kostenuebernahmeGeklaert).check();
  await radioGroup(page, PSY.arztBehandlungConsent).getByLabel("Ja").check();
  await field(page, PSY.suchtbeschreibung).fill(THERAPY.suchtbeschreibung);
  await field(page, PSY.terms).check();
}

/** Waits for the first mail; returns it and the time from the 201 answer to its arrival. */
async function firstMail(sink: Awaited<ReturnType<typeof startSmtpSink>>, answeredAt: number) {
  const [mail] = await sink.waitForMails(1, 20_000);
  const latencyMs = Date.now() - answeredAt;
  if (!mail) throw new Error("no mail");
  return { mail, latencyMs };
}

/**
 * One request through the real form at `pagePath` of a second server with a real SMTP sink:
 * opens the page, waits for its script, `fill`s the form and sends it; checks the page's success, the one 201 answer
 * from `apiPath`, the mail's headers with `subject`, then `check`s the mail's fields, and after
 * the server's graceful stop still exactly one mail.
 */
async function sendOneAndReceiveMail(
  page: Page,
  testInfo: TestInfo,
  way: {
    name: string;
    pagePath: string;
    apiPath: string;
    subject: string;
    fill: () => Promise<void>;
    check: (mail: ReceivedMail, id: string) => void;
  },
) {
  const sink = await startSmtpSink();
  let server: SecondServer | undefined;
  try {
    server = await startSecondServer(sink.env);
    const notify = await watchNotify(page);
    await openContactPage(page, `${server.baseUrl}${way.pagePath}`);
    await waitForHydration(page);
    await way.fill();
    await button(page, "Anfrage senden").click();

    await expectSentPage(page, way.pagePath);
    const { id, path, at } = await theOnlyAnswer(notify, 201);
    expect(path).toBe(way.apiPath);

    const { mail, latencyMs } = await firstMail(sink, at);
    testInfo.annotations.push({ type: "201 → mail", description: `${latencyMs} ms` });
    console.log(`${way.name}: 201 → mail at the SMTP sink in ${latencyMs} ms`);
    expectMailHeaders(mail, way.subject, id);
    way.check(mail, id);

    expect(await server.stop()).toBe(0);
    // Exactly one mail for one request, also after the server's graceful shutdown.
    expect(sink.mails).toHaveLength(1);
  } finally {
    await server?.stop();
    await sink.stop();
  }
}

test.describe("the real wizard, the real server and a real SMTP server, end to end", () => {
  // Each test starts its own server process (seconds on a busy machine) and waits for a mail.
  test.describe.configure({ timeout: 60_000 });

  test("psychotherapy: eight steps in the browser → 201 → one mail with every value", async ({
    page,
  }, testInfo) => {
    await sendOneAndReceiveMail(page, testInfo, {
      name: "psychotherapy",
      pagePath: "/psychotherapie/kontakt",
      apiPath: "/api/notify/psychotherapie",
      subject: `Kontaktformular: Psychotherapie – ${PERSON.firstName} ${PERSON.lastName}`,
      fill: () => fillWholePsychotherapieWizard(page),
      check: (mail, id) => {
        expectMailHead(mail, "Psychotherapie-Anfrage", id);
        const fields: [string, string][] = [
          ["Telefon", PERSON.phone],
          ["E-Mail", PERSON.email],
          ["Belastung", "8 von 10"],
          ["Zeit", "Mo, Mi · vormittags, abends"],
          ["Psychopharmaka", "Nein"],
          ["Frühere Therapie", "Ja"],
          ["Nachricht", PERSON.message],
          ["Beschwerden", THERAPY.beschwerden],
          ["Belastet am meisten", THERAPY.currentBurden],
          ["Seit wann", THERAPY.problemDuration],
          ["Anlass, jetzt Hilfe zu suchen", THERAPY.seekingHelpTrigger],
          ["Besonders betroffen", THERAPY.affectedAreas],
          ["Erfahrungen mit früherer Therapie", THERAPY.previousTherapyExperience],
          ["Wochentage", "Montag, Mittwoch"],
          ["Tageszeiten", "Vormittag, Abend"],
          ["Aufmerksam geworden durch", "Empfehlung"],
          ["Empfohlen von", THERAPY.empfehlung],
          ["Versicherung", "Privat versichert"],
          ["Krankenversicherung", THERAPY.versicherungsName],
          ["Kostenübernahme geklärt", "Ja"],
          ["Ärztliche Behandlung", "bei Bedarf bereit"],
          ["Konsum", THERAPY.suchtbeschreibung],
        ];
        for (const [label, value] of fields) expectMailField(mail, label, value);
      },
    });
  });

  test("sports form: one page in the browser → 201 → one mail", async ({ page }, testInfo) => {
    await sendOneAndReceiveMail(page, testInfo, {
      name: "sports",
      pagePath: "/sportphysiotherapie/kontakt",
      apiPath: "/api/notify/physiotherapie",
      subject: `Kontaktformular: Sportphysiotherapie – ${PERSON.firstName} ${PERSON.lastName}`,
      fill: () => fillSportForm(page),
      check: (mail, id) => {
        expectMailHead(mail, "Sportphysiotherapie-Anfrage", id);
        const fields: [string, string][] = [
          ["Telefon", PERSON.phone],
          ["E-Mail", PERSON.email],
          ["Therapie", SPORT_ANSWERS.therapyType],
          ["Rezept", "Ja"],
          ["Zeit", `${SPORT_ANSWERS.tageszeiten} · ${SPORT_ANSWERS.availability}`],
          ["Beschwerden", SPORT_ANSWERS.beschwerden],
          ["Nachricht", PERSON.message],
        ];
        for (const [label, value] of fields) expectMailField(mail, label, value);
      },
    });
  });
});

test.describe("storage unwritable → 503, and the wizard shows the error banner with entries kept", () => {
  // The browser logs the 503 answer as a failed resource; that one and nothing else is expected.
  test.use({ allowedConsoleErrors: [/status of 503/] });
  test.describe.configure({ timeout: 60_000 });

  test("general form: 503 while the database is locked, sent and stored once after release", async ({
    page,
  }) => {
    // No SMTP_URL: the outbox writes DATA_DIR/outbox/<id>.eml.
    const server = await startSecondServer();
    let blocker: DatabaseSync | undefined;
    try {
      const databaseFile = join(server.dataDir, DATABASE_FILE_NAME);
      const notify = await watchNotify(page);
      await openGeneralForm(page, server.baseUrl);
      await fillGeneralForm(page);

      // A second connection holds the write lock: the server's write fails after its busy timeout.
      blocker = new DatabaseSync(databaseFile, { timeout: 5_000 });
      blocker.exec("BEGIN EXCLUSIVE");
      const health = await fetch(`${server.baseUrl}/api/health`);
      expect(health.status).toBe(503);

      await button(page, "Anfrage senden").click();
      await expect(errorBanner(page)).toBeFocused();
      await expect(errorBanner(page).locator(".contact-banner__text")).toHaveText(
        `Fehler: ${API_MESSAGES.storageUnavailable}`,
      );
      expect(notify.answers.map((answer) => answer.status)).toEqual([503]);
      expect(notify.answers[0]?.headers["retry-after"]).toBe("60");
      await expect(page.getByText(SUCCESS)).toHaveCount(0);
      await expect(page).not.toHaveURL(/#contact-sent/);
      await expectGeneralEntriesKept(page);
      await expect(button(page, "Anfrage senden")).toBeEnabled();
      // Nothing was claimed as accepted: no row (read inside the lock holder's transaction).
      expect(blocker.prepare("SELECT COUNT(*) AS n FROM contact_requests").get()).toEqual({ n: 0 });

      blocker.exec("ROLLBACK");
      blocker.close();
      blocker = undefined;
      await waitFor(
        "GET /api/health to answer 200 again",
        async () => (await fetch(`${server.baseUrl}/api/health`)).status === 200,
      );

      await button(page, "Anfrage senden").click();
      await expectSentPage(page, "/kontakt");
      expect(notify.answers.map((answer) => answer.status)).toEqual([503, 201]);
      // The retry is the same request (same id), so the server stores it once.
      const bodies = notify.requests.map((request) => request.postDataJSON() as { id: string });
      expect(bodies).toHaveLength(2);
      expect(bodies[1]).toEqual(bodies[0]);
      const id = bodies[0]?.id ?? "";
      expect(notify.answers[1]?.body).toEqual({ id });

      const reader = new DatabaseSync(databaseFile, { readOnly: true });
      try {
        expect(reader.prepare("SELECT id, form_type FROM contact_requests").all()).toEqual([
          { id, form_type: "general" },
        ]);
      } finally {
        reader.close();
      }
      // …and mailed (here: written as a file) once the lock is gone.
      await waitFor(
        "an empty outbox",
        async () => {
          const body = (await (await fetch(`${server.baseUrl}/api/health`)).json()) as {
            outbox: { pending: number };
          };
          return body.outbox.pending === 0;
        },
        { timeoutMs: 15_000 },
      );
      expect(await server.stop()).toBe(0);
    } finally {
      if (blocker?.isOpen) {
        if (blocker.isTransaction) blocker.exec("ROLLBACK");
        blocker.close();
      }
      await server.stop();
    }
  });
});
