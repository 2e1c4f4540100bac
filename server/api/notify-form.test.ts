/**
 * A contact form posted by the browser itself (issue 31) through the real app: the same schema,
 * payload, limits and store as the JSON path, answered with pages (303 to the success page, the
 * not-sent page with the §5 messages or the §8 sentence), one request for a post sent twice.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_LENGTH } from "#contact/fields.ts";
import { SENT_PAGE_PATHS } from "#contact/form-pages.ts";
import type { FormType } from "#contact/form-types.ts";
import { buildPayload, type FormValuesFor } from "#contact/payload.ts";
import { formPostBodyLimit, NOTIFY_BODY_LIMIT_BYTES } from "#server/api/body-limit.ts";
import { API_MESSAGES } from "#server/api/messages.ts";
import {
  validGeneralValues,
  validPsychotherapieValues,
  validSportValues,
} from "#test-support/contact-fixtures.ts";
import { writeFakeSite } from "#test-support/server/fake-site.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import {
  NOTIFY_URLS,
  postJson,
  readStore,
  startTestServer,
  type TestServer,
} from "#test-support/server/test-server.ts";

const VALID: FormValuesFor = {
  psychotherapie: validPsychotherapieValues,
  sportphysiotherapie: validSportValues,
  general: validGeneralValues,
};
const MODE = {
  psychotherapie: "psychotherapie",
  sportphysiotherapie: "sportphysiotherapie",
  general: "default",
} as const;

/** The fields as a browser posts them: checked boxes only, line breaks as CR LF, the page's mode. */
function formBody(formType: FormType, overrides: Record<string, string | boolean> = {}): string {
  const fields = new URLSearchParams({ mode: MODE[formType] });
  for (const [name, value] of Object.entries({ ...VALID[formType], ...overrides })) {
    if (value === false) continue;
    fields.append(name, value === true ? "on" : String(value).replace(/\n/g, "\r\n"));
  }
  return fields.toString();
}

let server: TestServer | undefined;
let site: ReturnType<typeof makeTempDir> | undefined;
afterEach(async () => {
  await server?.close();
  site?.remove();
  server = undefined;
  site = undefined;
});

async function start(env: Record<string, string> = {}) {
  site = makeTempDir();
  const siteDir = writeFakeSite(join(site.path, "build"));
  server = await startTestServer({ env: { SITE_DIR: siteDir, ...env }, startJobs: false });
  const { app, dataDir } = server;
  const post = (formType: FormType, body: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: NOTIFY_URLS[formType],
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: body,
    });
  const stored = () => readStore(dataDir, (store) => store.list());
  const postJsonRequest = (formType: FormType, body: unknown) =>
    postJson(app, NOTIFY_URLS[formType], body);
  return { post, stored, postJsonRequest };
}

/** The list items of a not-sent page's slot as text, label and message apart by " | ". */
const problemsOf = (html: string) =>
  [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) =>
    (match[1] ?? "").replace(/<\/span> <span[^>]*>/g, " | ").replace(/<[^>]+>/g, ""),
  );

describe("a form posted without the wizard's script", () => {
  it.each(["psychotherapie", "sportphysiotherapie", "general"] as const)(
    "%s: stored with the payload the wizard would send, answered 303 to its success page",
    async (formType) => {
      const { post, stored } = await start();
      const answer = await post(formType, formBody(formType));
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(SENT_PAGE_PATHS[formType]);
      const [request, ...more] = stored();
      expect(more).toEqual([]);
      expect(request?.isSpam).toBe(false);
      const expected = buildPayload(formType, VALID[formType], {
        mode: MODE[formType],
        lastCalledPage: VALID[formType].lastCalledPage ?? "",
        id: request?.id,
      });
      // Stored as the JSON path stores it: without the (empty) honeypot.
      const { website: _honeypot, ...withoutHoneypot } = expected;
      expect(request?.content).toEqual({ kind: "plain", payload: withoutHoneypot });
    },
  );

  it("a post sent twice (a double click, Reload) is stored once; a changed one is another request", async () => {
    const { post, stored } = await start();
    const body = formBody("general");
    expect((await post("general", body)).statusCode).toBe(303);
    expect((await post("general", body)).statusCode).toBe(303);
    expect(stored()).toHaveLength(1);
    await post("general", formBody("general", { message: "Noch eine Frage." }));
    expect(stored()).toHaveLength(2);
    // The same values from a page of another mode are another request, not a clash (409).
    const fromPsychotherapie = formBody("general").replace("mode=default", "mode=psychotherapie");
    expect((await post("general", fromPsychotherapie)).statusCode).toBe(303);
    expect(stored()).toHaveLength(3);
  });

  it("lists each field's §5 message with its label on the not-sent page, status 400, nothing stored", async () => {
    const { post, stored } = await start();
    const answer = await post(
      "general",
      formBody("general", { firstName: "", email: "kein-at", terms: false }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    expect(problemsOf(answer.body)).toEqual([
      "Vorname | Bitte Ihren Vornamen eingeben.",
      "E-Mail-Adresse | Bitte Ihre E-Mail Adresse eingeben.",
      "Ich habe die Datenschutzerklärung gelesen und stimme der Verarbeitung meiner Angaben zu. | Bitte den Bedingungen zustimmen.",
    ]);
    expect(stored()).toEqual([]);
  });

  it("checks a conditional question only under its condition, as the wizard does", async () => {
    const { post } = await start();
    const missing = await post(
      "psychotherapie",
      formBody("psychotherapie", { hasPreviousTherapy: "JA", previousTherapyExperience: "" }),
    );
    expect(problemsOf(missing.body)).toEqual([
      "Welche Erfahrungen haben Sie mit früheren Therapien gemacht? | Bitte beschreiben Sie Ihre Erfahrungen mit früheren Therapien.",
    ]);
    const notAsked = await post(
      "psychotherapie",
      formBody("psychotherapie", { hasPreviousTherapy: "NEIN", previousTherapyExperience: "" }),
    );
    expect(notAsked.statusCode).toBe(303);
  });

  it("a visitor over the rate limit gets the 425 page with the §8 sentence and Retry-After", async () => {
    const { post, stored } = await start({ RATE_LIMIT_WINDOWS: "1/10m" });
    expect((await post("general", formBody("general"))).statusCode).toBe(303);
    const answer = await post("general", formBody("general", { message: "Zweite Anfrage" }));
    expect(answer.statusCode).toBe(425);
    expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
    expect(problemsOf(answer.body)).toEqual([
      "Bitte warte etwas aus Sicherheitsgründen bis du erneut eine Kontakt-Anfrage abschicken kannst.",
    ]);
    expect(answer.body).toContain("Telefon");
    expect(stored()).toHaveLength(1);
  });

  it("a filled honeypot is answered like a request and kept as spam", async () => {
    const { post, stored } = await start();
    const answer = await post("general", formBody("general", { website: "http://spam.example" }));
    expect(answer.statusCode).toBe(303);
    expect(stored().map((request) => request.isSpam)).toEqual([true]);
  });

  it("a form posted from another site is refused, nothing stored", async () => {
    const { post, stored } = await start();
    const answer = await post("general", formBody("general"), { "sec-fetch-site": "cross-site" });
    expect(answer.statusCode).toBe(403);
    expect(problemsOf(answer.body)).toEqual([
      "Anfragen über ein Formular einer anderen Website werden nicht angenommen. Bitte nutzen Sie das Kontaktformular dieser Website.",
    ]);
    expect(stored()).toEqual([]);
  });

  it("seven free texts of 5,000 CJK characters pass as a form post as they pass as JSON", async () => {
    const { post, stored, postJsonRequest } = await start();
    const long = "漢".repeat(MAX_LENGTH.text);
    const texts = {
      message: long,
      beschwerden: long,
      currentBurden: long,
      seekingHelpTrigger: long,
      affectedAreas: long,
      previousTherapyExperience: long,
      suchtbeschreibung: long,
    };
    const body = formBody("psychotherapie", texts);
    // Over the JSON path's own limit: percent-encoded, each of these characters takes 9 bytes.
    expect(body.length).toBeGreaterThan(NOTIFY_BODY_LIMIT_BYTES);
    const payload = buildPayload(
      "psychotherapie",
      { ...validPsychotherapieValues, ...texts },
      { mode: "psychotherapie", lastCalledPage: "/psychotherapie", id: "cjk0000001" },
    );
    expect((await postJsonRequest("psychotherapie", payload)).statusCode).toBe(201);
    const answer = await post("psychotherapie", body);
    expect(answer.statusCode).toBe(303);
    expect(stored()).toHaveLength(2);
  });

  it("a post over the form's body limit gets the not-sent page with the §8 sentence (413)", async () => {
    const { post, stored } = await start();
    const limit = formPostBodyLimit(NOTIFY_BODY_LIMIT_BYTES);
    const body = formBody("sportphysiotherapie", { message: "" });
    const answer = await post(
      "sportphysiotherapie",
      `${body}&message=${"x".repeat(limit - body.length)}`,
    );
    expect(answer.statusCode).toBe(413);
    expect(problemsOf(answer.body)).toEqual(["Die Anfrage ist zu groß."]);
    expect(stored()).toEqual([]);
  });

  it("a post not in UTF-8 is refused with the not-sent page (400), never stored garbled", async () => {
    const { post, stored } = await start();
    const body = formBody("general", { firstName: false });
    // „Müller“ as a Latin-1 client encodes it, a broken escape, a raw byte that is not UTF-8.
    const posts: [string, Record<string, string>?][] = [
      [`${body}&firstName=M%FCller`],
      [
        `${body}&firstName=M%C3%BCller`,
        { "content-type": "application/x-www-form-urlencoded; charset=iso-8859-1" },
      ],
      [`${body}&firstName=M%ZZller`],
      [`${body}&firstName=M\uFFFDller`],
    ];
    for (const [payload, headers] of posts) {
      const answer = await post("general", payload, headers);
      expect(answer.statusCode, payload).toBe(400);
      expect(problemsOf(answer.body)).toEqual([API_MESSAGES.notUtf8Form]);
    }
    expect(stored()).toEqual([]);
    // UTF-8 declared or not, percent-encoded as browsers send it: taken.
    const utf8 = { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };
    expect((await post("general", `${body}&firstName=M%C3%BCller`, utf8)).statusCode).toBe(303);
    expect(stored()).toHaveLength(1);
  });

  it("a build without a not-sent page stops the start, naming the file", async () => {
    site = makeTempDir();
    const siteDir = writeFakeSite(join(site.path, "build"));
    rmSync(join(siteDir, "kontakt/nicht-gesendet/index.html"));
    await expect(startTestServer({ env: { SITE_DIR: siteDir }, startJobs: false })).rejects.toThrow(
      /kontakt\/nicht-gesendet\/index\.html/,
    );
  });

  it("the not-sent page never shows what the visitor typed", async () => {
    const { post } = await start();
    const answer = await post(
      "psychotherapie",
      formBody("psychotherapie", { email: "<b>kein-at", beschwerden: "" }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).not.toContain("kein-at");
    expect(answer.body).not.toContain(validPsychotherapieValues.lastName);
    expect(answer.body).not.toContain(validPsychotherapieValues.currentBurden);
  });
});
