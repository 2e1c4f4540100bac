import { describe, expect, it } from "vitest";
import { labelFor, payloadFieldOrder } from "#contact/labels.ts";
import type { ContactRequestData } from "#server/storage/request-store.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { rawControls } from "#test-support/server/raw-controls.ts";
import { composeMail } from "./compose-mail.ts";

const addresses = { from: "Kontaktformular <web@praxis.example>", to: "praxis@praxis.example" };

function stored(payload: Record<string, unknown>, formType: ContactRequestData["formType"]) {
  return {
    id: String(payload.id),
    formType,
    payload,
    receivedAt: new Date("2026-03-02T09:05:00.000Z"),
  } satisfies ContactRequestData;
}

describe("composeMail", () => {
  it("writes a German mail: subject with form and person, Reply-To the visitor", () => {
    const payload = validPayload("psychotherapie");
    const mail = composeMail(stored(payload, "psychotherapie"), addresses);
    expect(mail).toMatchObject({
      requestId: payload.id,
      from: addresses.from,
      to: addresses.to,
      replyTo: { name: "Erika Müller-Lüdenscheidt", address: "erika.mueller@example.org" },
      subject: "Kontaktformular: Psychotherapie – Erika Müller-Lüdenscheidt",
      messageId: `<${payload.id}.kontaktanfrage@praxis.example>`,
    });
    expect(mail.text).toContain("Eingegangen: Montag, 2. März 2026 um 10:05 Uhr");
  });

  it("lists every field with its label in the form's order", () => {
    for (const formType of ["psychotherapie", "sportphysiotherapie", "general"] as const) {
      const payload = validPayload(formType);
      const { text } = composeMail(stored(payload, formType), addresses);
      let previous = -1;
      for (const name of payloadFieldOrder[formType]) {
        const label = labelFor(formType, name) ?? "";
        const position = text.indexOf(`\n${label}`);
        expect(position, `${formType}.${name}`).toBeGreaterThan(previous);
        previous = position;
      }
    }
  });

  it("puts short values beside the label and long or multi-line ones indented below", () => {
    const payload = validPayload("sportphysiotherapie", {
      message: "Erste Zeile\nZweite Zeile",
      availability: "",
    });
    const { text, subject } = composeMail(stored(payload, "sportphysiotherapie"), addresses);
    expect(subject).toBe("Kontaktformular: Sportphysiotherapie – Erika Müller-Lüdenscheidt");
    expect(text).toContain("\nVorname: Erika\n");
    expect(text).toContain("\nGewünschte Therapie: Kiefergelenktherapie\n");
    expect(text).toContain("\nWann sind Sie in der Regel verfügbar? (keine Angabe)\n");
    expect(text).toContain("\nIhre Nachricht:\n    Erste Zeile\n    Zweite Zeile\n");
  });

  it("keeps line breaks of a name out of the subject and the Reply-To name", () => {
    const payload = validPayload("general", { firstName: "Erika\nX-Injected: 1", lastName: "M" });
    const mail = composeMail(stored(payload, "general"), addresses);
    // Shown as its code, so the practice sees that the name carried a line break.
    expect(mail.subject).toBe("Kontaktformular: Allgemeine Anfrage – Erika⟨U+000A⟩X-Injected: 1 M");
    expect(mail.replyTo?.name).toBe("Erika⟨U+000A⟩X-Injected: 1 M");
  });
});

describe("composeMail with forged text", () => {
  const forged = {
    firstName: "Anna\r\nBcc: alle@example.org",
    lastName: "M\u001b[2J\u001b]0;Titel\u0007",
    phone: "0911\u2028Rückruf bitte unter 0900 123",
    message: "Zeile 1\nZeile 2\u0085Zeile 3\u202Egnp.exe\rX",
  };
  // A row stored before the text rule, or spam: the composer must still write every line.
  const mail = composeMail(stored(validPayload("general", forged), "general"), addresses);

  it("lets no visitor character add a line, a header or a terminal control", () => {
    expect(rawControls(mail.text)).toEqual([]);
    expect(rawControls(mail.subject, true)).toEqual([]);
    expect(rawControls(mail.replyTo?.name ?? "", true)).toEqual([]);
    // Each forged break is visible where it was, never a line of its own.
    expect(mail.text).toContain("\nNachname: M⟨U+001B⟩[2J⟨U+001B⟩]0;Titel⟨U+0007⟩\n");
    expect(mail.text).toContain("\nTelefonnummer: 0911⟨U+2028⟩Rückruf bitte unter 0900 123\n");
    expect(mail.text).toContain(
      "\nIhre Nachricht:\n    Zeile 1\n    Zeile 2⟨U+0085⟩Zeile 3⟨U+202E⟩gnp.exe⟨U+000D⟩X\n",
    );
  });

  it("has exactly the lines the composer wrote: every line a fixed line, a field or its indented continuation", () => {
    const labels = payloadFieldOrder.general.map((name) => labelFor("general", name) ?? name);
    const lines = mail.text.trimEnd().split("\n");
    for (const line of lines) {
      const known =
        line === "" ||
        line === "--" ||
        line.startsWith("Neue Kontaktanfrage über das Kontaktformular") ||
        line.startsWith("Eingegangen: ") ||
        line.startsWith("Mit „Antworten“ schreiben Sie direkt an ") ||
        line.startsWith("    ") ||
        labels.some((label) => line.startsWith(label));
      expect(known, line).toBe(true);
    }
    // 2 head lines and a blank; one line per field, plus two indented continuation lines of
    // the message; a blank, "--", the reply line.
    expect(lines).toHaveLength(3 + labels.length + 2 + 3);
    expect(lines).toContain("Vorname: Anna⟨U+000D⟩⟨U+000A⟩Bcc: alle@example.org");
  });
});
