import { describe, expect, it } from "vitest";
import type { ContactRequestData } from "#server/storage/request-store.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { replyLinkOf } from "#test-support/server/mail-fields.ts";
import { rawControls } from "#test-support/server/raw-controls.ts";
import { composeMail, type MailSettings } from "./compose-mail.ts";
import { UNENCRYPTED_REPLY_NOTE } from "./reply-link.ts";

const template = {
  subject: "Ihre Anfrage vom {datum} (Nr. {nummer})",
  body: "Guten Tag {vorname} {nachname},\n\nich melde mich.\n\nViele Grüße\nPraxis",
};
const settings: MailSettings = {
  from: "Kontaktformular <web@praxis.example>",
  to: "praxis@praxis.example",
  reply: template,
};

function stored(
  payload: Record<string, unknown>,
  formType: ContactRequestData["formType"],
  receivedAt = new Date("2026-03-02T09:05:00.000Z"),
) {
  return { id: String(payload.id), formType, payload, receivedAt } satisfies ContactRequestData;
}

const textOf = (
  formType: ContactRequestData["formType"],
  overrides: Record<string, unknown> = {},
  mailSettings = settings,
) => composeMail(stored(validPayload(formType, overrides), formType), mailSettings).text;

/** The lines between the head and the first blank line after it: the summary. */
const summaryOf = (text: string) => text.split("\n\n")[1]?.split("\n");

/** The lines under `heading` up to the next blank line. */
function group(text: string, heading: string): string[] {
  const block = text.split("\n\n").find((part) => part.startsWith(`── ${heading} ──\n`));
  if (!block) throw new Error(`no group ${heading} in:\n${text}`);
  return block.split("\n").slice(1);
}

describe("the head of the mail", () => {
  it("names form and person, the time in the practice's time zone and the number", () => {
    const payload = validPayload("psychotherapie");
    const mail = composeMail(stored(payload, "psychotherapie"), settings);
    expect(mail.text.split("\n").slice(0, 3)).toEqual([
      "Psychotherapie-Anfrage von Erika Müller-Lüdenscheidt",
      `Eingegangen am Montag, 2. März 2026 um 10:05 Uhr · Nr. ${payload.id}`,
      "",
    ]);
    expect(mail).toMatchObject({
      requestId: payload.id,
      from: settings.from,
      to: settings.to,
      replyTo: { name: "Erika Müller-Lüdenscheidt", address: "erika.mueller@example.org" },
      subject: "Kontaktformular: Psychotherapie – Erika Müller-Lüdenscheidt",
      messageId: `<${payload.id}.kontaktanfrage@praxis.example>`,
    });
  });

  it("in summer time too", () => {
    const payload = validPayload("general");
    const mail = composeMail(
      stored(payload, "general", new Date("2026-07-31T22:30:00Z")),
      settings,
    );
    expect(mail.text).toContain("\nEingegangen am Samstag, 1. August 2026 um 00:30 Uhr · Nr. ");
  });
});

describe("the summary", () => {
  it("psychotherapy: how to reach, burden, who pays, when, medication, therapy, source, medical care", () => {
    expect(summaryOf(textOf("psychotherapie"))).toEqual([
      "Telefon: +49 (0)911 / 1234567 @ Büro",
      "E-Mail: erika.mueller@example.org",
      "Beschwerden: Schlafstörungen und Unruhe",
      "Belastung: 7 von 10",
      "Kosten: Privat versichert · Kostenübernahme geklärt · Allianz",
      "Zeit: Mo, Mi · vormittags, abends",
      "Psychopharmaka: Nein",
      "Frühere Therapie: Ja",
      "Aufmerksam durch: Empfehlung von Frau Dr. Schön",
      "Ärztliche Behandlung: bei Bedarf bereit",
    ]);
    const withUse = summaryOf(textOf("psychotherapie", { suchtbeschreibung: "Abends Wein" }));
    expect(withUse?.at(-1)).toBe("Konsum: Abends Wein");
  });

  it("psychotherapy: each way of paying, of being available and of having found the practice", () => {
    const lines = (overrides: Record<string, unknown>) =>
      summaryOf(textOf("psychotherapie", overrides))?.filter((line) =>
        /^(Kosten|Zeit|Aufmerksam durch|Ärztliche Behandlung|Psychopharmaka|Frühere Therapie):/.test(
          line,
        ),
      );
    const nothing = { montag: "Nein", mittwoch: "Nein", vormittag: "Nein", abend: "Nein" };
    expect(
      lines({
        versicherungsArt: "Selbstzahler",
        versicherungsName: "-",
        kostenuebernahmeGeklaert: "Nein",
        ...nothing,
        flexibel: "Ja",
        informationsquelle: "Internet-Suche",
        empfehlung: "-",
        arztBehandlungConsent: "nein",
        nimmtPsychopharmaka: "JA",
        hasPreviousTherapy: "NEIN",
        previousTherapyExperience: "-",
      }),
    ).toEqual([
      "Kosten: Selbstzahler",
      "Zeit: zeitlich flexibel",
      "Psychopharmaka: Ja",
      "Frühere Therapie: Nein",
      "Aufmerksam durch: Internet-Suche",
      "Ärztliche Behandlung: nicht bereit",
    ]);
    expect(
      lines({
        versicherungsArt: "Gesetzlich versichert",
        versicherungsName: "-",
        kostenuebernahmeGeklaert: "Nein",
        ...nothing,
        dienstag: "Ja",
        donnerstag: "Ja",
        nachmittag: "Ja",
        ganztaegig: "Ja",
      })?.slice(0, 2),
    ).toEqual([
      "Kosten: Gesetzlich versichert · Kostenübernahme nicht geklärt",
      "Zeit: Di, Do · ganztägig, nachmittags",
    ]);
    expect(lines(nothing)?.[1]).toBe("Zeit: nichts angekreuzt");
    expect(group(textOf("psychotherapie", nothing), "Terminverfügbarkeit")).toEqual([
      "Tage und Zeiten: nichts angekreuzt",
    ]);
  });

  it("sports: how to reach, therapy, prescription, times, the complaint", () => {
    expect(summaryOf(textOf("sportphysiotherapie", { hasRezept: "Nein" }))).toEqual([
      "Telefon: +49 (0)911 / 1234567 @ Büro",
      "E-Mail: erika.mueller@example.org",
      "Therapie: Kiefergelenktherapie",
      "Rezept: Nein",
      "Zeit: Vormittags oder abends · Mo. bis Mi.",
      "Beschwerden: Schwellung im Knöchel",
    ]);
  });

  it("general: how to reach and the reason, if one was chosen", () => {
    expect(summaryOf(textOf("general"))).toEqual([
      "Telefon: +49 (0)911 / 1234567 @ Büro",
      "E-Mail: erika.mueller@example.org",
      "Anliegen: Informationsanfrage",
    ]);
    expect(summaryOf(textOf("general", { inquiryReason: "" }))).toHaveLength(2);
  });

  it("cuts a long or many-lined answer to one line; the answers below show it whole", () => {
    const complaint = `Das Knie schmerzt beim Laufen seit dem Marathon im Herbst, vor allem bergab.\nZweite Zeile`;
    const text = textOf("sportphysiotherapie", { beschwerden: complaint });
    const line = summaryOf(text)?.find((candidate) => candidate.startsWith("Beschwerden:"));
    expect(line).toBe("Beschwerden: Das Knie schmerzt beim Laufen seit dem Marathon im …");
    expect(summaryOf(textOf("sportphysiotherapie", { beschwerden: "Zweizeilig\nja" }))).toContain(
      "Beschwerden: Zweizeilig …",
    );
    const insurer = "Allgemeine Ortskrankenkasse Bayern – Die Gesundheitskasse";
    expect(summaryOf(textOf("psychotherapie", { versicherungsName: insurer }))).toContain(
      "Kosten: Privat versichert · Kostenübernahme geklärt · Allgemeine …",
    );
    expect(text).toContain(
      "\nBeschwerden:\n    Das Knie schmerzt beim Laufen seit dem Marathon im Herbst, vor allem\n    bergab.\n    Zweite Zeile\n",
    );
  });
});

describe("the summary, how to reach", () => {
  it("is never cut, however long the address: it stands nowhere else", () => {
    const email = `maximiliane.leutheusser-schnarrenberger.buero@kanzlei-beispiel.example`;
    expect(summaryOf(textOf("general", { email }))).toContain(`E-Mail: ${email}`);
  });
});

describe("the answers", () => {
  it("psychotherapy: under the wizard's parts, in its order, each under a short question", () => {
    const text = textOf("psychotherapie");
    const headings = text
      .split("\n")
      .filter((line) => line.startsWith("── "))
      .map((line) => line.slice(3, -3));
    expect(headings).toEqual([
      "Kontaktdaten",
      "Therapiebedarf",
      "Terminverfügbarkeit",
      "Informationsquelle",
      "Honorar & Kostenübernahme",
    ]);
    expect(group(text, "Kontaktdaten")).toEqual([
      "Nachricht:",
      "    Guten Tag,",
      "    ich bitte um Rückruf: ab 17 Uhr; danke!",
    ]);
    expect(group(text, "Therapiebedarf")).toEqual([
      "Belastet am meisten: Stress bei der Arbeit",
      "Seit wann: Seit etwa 2 Jahren",
      "Anlass, jetzt Hilfe zu suchen: Ein Gespräch mit meiner Hausärztin",
      "Besonders betroffen: Beruf, Familie",
      "Erfahrungen mit früherer Therapie: Verhaltenstherapie 2019, hilfreich",
    ]);
    // What the summary says in the same words stands once: the complaint, the burden, the
    // medication, an earlier therapy, the readiness for medical care.
    expect(
      text.match(/Schlafstörungen|7 von 10|Psychopharmaka|Frühere Therapie|Ärztliche Behandlung/g),
    ).toEqual([
      "Schlafstörungen",
      "7 von 10",
      "Psychopharmaka",
      "Frühere Therapie",
      "Ärztliche Behandlung",
    ]);
    expect(group(text, "Terminverfügbarkeit")).toEqual([
      "Wochentage: Montag, Mittwoch",
      "Tageszeiten: Vormittag, Abend",
    ]);
    expect(group(text, "Informationsquelle")).toEqual([
      "Aufmerksam geworden durch: Empfehlung",
      "Empfohlen von: Frau Dr. Schön",
    ]);
    expect(group(text, "Honorar & Kostenübernahme")).toEqual([
      "Versicherung: Privat versichert",
      "Krankenversicherung: Allianz",
      "Kostenübernahme geklärt: Ja",
    ]);
  });

  it("psychotherapy: nothing the visitor did not answer or was not asked", () => {
    const text = textOf("psychotherapie", {
      versicherungsArt: "Selbstzahler",
      versicherungsName: "-",
      kostenuebernahmeGeklaert: "Nein",
      informationsquelle: "Soziale Medien",
      empfehlung: "-",
      hasPreviousTherapy: "NEIN",
      previousTherapyExperience: "-",
      suchtbeschreibung: "",
      flexibel: "Nein",
      lastCalledPage: "",
    });
    for (const absent of [
      "Rezept",
      "Verordnung",
      "Krankenversicherung",
      "Kostenübernahme geklärt",
      "Kostenübernahme nicht",
      "Empfohlen von",
      "Erfahrungen mit",
      "Konsum",
      "flexibel",
      "keine Angabe",
      "Zuletzt",
    ]) {
      expect(text, absent).not.toContain(absent);
    }
    expect(text).not.toMatch(/: -$|\bJA\b|\bNEIN\b|: ja$|: nein$/m);
    expect(group(text, "Honorar & Kostenübernahme")).toEqual(["Versicherung: Selbstzahler"]);
  });

  it("psychotherapy: what was answered of the optional questions", () => {
    const use = "Abends ein Glas Wein, am Wochenende mehr; früher auch anderes, heute nicht.";
    const text = textOf("psychotherapie", { suchtbeschreibung: use, flexibel: "Ja" });
    // Too long for the summary's line: cut there at a word, whole under its part.
    expect(summaryOf(text)?.at(-1)).toBe(
      "Konsum: Abends ein Glas Wein, am Wochenende mehr; früher auch anderes …",
    );
    expect(group(text, "Honorar & Kostenübernahme").slice(-3)).toEqual([
      "Konsum von Alkohol, Drogen, Medikamenten:",
      "    Abends ein Glas Wein, am Wochenende mehr; früher auch anderes, heute",
      "    nicht.",
    ]);
    expect(group(text, "Terminverfügbarkeit")).toContain("Zeitlich flexibel: Ja");
  });

  it("single-step forms: in their own order, without what the summary showed whole", () => {
    const sports = textOf("sportphysiotherapie");
    expect(sports.split("\n\n")[2]).toBe(
      "Nachricht:\n    Guten Tag,\n    ich bitte um Rückruf: ab 17 Uhr; danke!",
    );
    expect(sports).not.toContain("Art der Anfrage");
    const general = textOf("general", { mode: "psychotherapie" });
    expect(general.split("\n\n")[2]).toBe(
      "Nachricht:\n    Guten Tag,\n    ich bitte um Rückruf: ab 17 Uhr; danke!",
    );
    // The page read last shows how the person came; the site's mode adds nothing to it.
    expect(general.split("\n\n")[3]).toBe(
      "Zuletzt gelesen: /psychotherapie/leistungen/angststoerungen",
    );
    expect(general).not.toMatch(/psychotherapie$|Bereich/m);
  });

  it("folds long texts to 72 characters, indented, losing no word; a link stays whole", () => {
    const words = Array.from({ length: 60 }, (_, index) => `Wort${index}`);
    const link = `https://example.org/${"x".repeat(100)}`;
    const message = `${words.join(" ")} ${link} danach`;
    const text = textOf("general", { message });
    const block = text.split("\n\n")[2]?.split("\n") ?? [];
    expect(block[0]).toBe("Nachricht:");
    for (const line of block.slice(1)) expect(line).toMatch(/^ {4}\S/);
    expect(block).toContain(`    ${link}`);
    const others = text
      .split("\n")
      .filter((line) => !line.startsWith("mailto:") && !line.includes(link));
    for (const line of others) expect(Array.from(line).length, line).toBeLessThanOrEqual(72);
    const folded = block.slice(1).map((line) => line.trim());
    expect(folded.join(" ").split(/\s+/)).toEqual([...words, link, "danach"]);
  });
});

describe("the prepared reply", () => {
  it("a link to the visitor with the practice's subject and greeting, quoting nothing", () => {
    const payload = validPayload("psychotherapie");
    const { text } = composeMail(
      stored(payload, "psychotherapie", new Date("2026-11-27T23:30:00Z")),
      settings,
    );
    expect(replyLinkOf(text)).toMatchObject({
      to: "erika.mueller@example.org",
      subject: `Ihre Anfrage vom 28.11.2026 (Nr. ${payload.id})`,
      body: "Guten Tag Erika Müller-Lüdenscheidt,\r\n\r\nich melde mich.\r\n\r\nViele Grüße\r\nPraxis",
    });
    const lines = text.trimEnd().split("\n");
    expect(lines.slice(-3, -1)).toEqual(["--", UNENCRYPTED_REPLY_NOTE]);
    expect(lines.at(-1)).toMatch(/^mailto:[^\s()]+$/);
  });

  it("a visitor's braces stay theirs, and an address with + and ' stays one address", () => {
    const text = textOf("general", { firstName: "{nummer}", email: "o'neil+praxis@example.org" });
    const { to, body } = replyLinkOf(text);
    expect(to).toBe("o'neil+praxis@example.org");
    expect(body).toMatch(/^Guten Tag \{nummer\} Müller-Lüdenscheidt,/);
  });

  it("no link to an address that is none (a row stored before the rule): call back", () => {
    const text = textOf("general", { email: "erika at example" });
    expect(text).not.toContain("mailto:");
    expect(text.trimEnd().split("\n").at(-1)).toBe(
      "Keine gültige E-Mail-Adresse angegeben: Bitte antworten Sie telefonisch.",
    );
  });

  it("greets the name as a person reads it: spaces a phone keyboard added are gone", () => {
    const text = textOf("general", { firstName: "Sabine ", lastName: " Krause  " });
    expect(replyLinkOf(text).body).toMatch(/^Guten Tag Sabine Krause,/);
  });

  it("without the practice's template (no build yet): the subject alone", () => {
    const text = textOf("general", {}, { from: settings.from, to: settings.to });
    expect(replyLinkOf(text).subject).toMatch(/^Ihre Anfrage vom 02\.03\.2026 \(Nr\. \w+\)$/);
    expect(replyLinkOf(text).body).toBeNull();
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
  const mail = composeMail(stored(validPayload("general", forged), "general"), settings);

  it("lets no visitor character add a line, a header or a terminal control", () => {
    expect(rawControls(mail.text)).toEqual([]);
    expect(rawControls(mail.subject, true)).toEqual([]);
    expect(rawControls(mail.replyTo?.name ?? "", true)).toEqual([]);
    expect(mail.text).toContain("\nTelefon: 0911⟨U+2028⟩Rückruf bitte unter 0900 123\n");
    expect(mail.text).toContain(
      "\nNachricht:\n    Zeile 1\n    Zeile 2⟨U+0085⟩Zeile 3⟨U+202E⟩gnp.exe⟨U+000D⟩X\n",
    );
    // The head line, folded at its spaces.
    expect(mail.text.split("\n").slice(0, 2).join(" ")).toBe(
      "Allgemeine Anfrage von Anna⟨U+000D⟩⟨U+000A⟩Bcc: alle@example.org M⟨U+001B⟩[2J⟨U+001B⟩]0;Titel⟨U+0007⟩",
    );
  });

  it("has exactly the lines the composer wrote", () => {
    const lines = mail.text.trimEnd().split("\n");
    // Head (the name's line folded once, and the time), blank, summary (3), blank, message
    // (1 + 2), blank, the page read last, blank, "--", the reply (2).
    expect(lines).toHaveLength(3 + 1 + 3 + 1 + 3 + 1 + 1 + 1 + 1 + 2);
    expect(lines.slice(4, 7).map((line) => line.split(":")[0])).toEqual([
      "Telefon",
      "E-Mail",
      "Anliegen",
    ]);
  });
});
