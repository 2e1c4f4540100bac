import { describe, expect, it } from "vitest";
import { labelFor, payloadFieldOrder } from "#contact/labels.ts";
import type { ContactRequestData } from "../storage/request-store.ts";
import { validPayload } from "../test-support/payloads.ts";
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
    expect(mail.subject).toBe("Kontaktformular: Allgemeine Anfrage – Erika X-Injected: 1 M");
    expect(mail.replyTo?.name).toBe("Erika X-Injected: 1 M");
  });
});
