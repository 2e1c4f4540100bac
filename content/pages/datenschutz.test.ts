import { describe, expect, it } from "vitest";
import { collect, plain } from "#test-support/content-helpers.ts";
import { datenschutz } from "./datenschutz.ts";

describe("exact strings of the specification", () => {
  it("privacy statement has every section of requirements §2 and tells the truth about this site", () => {
    expect(datenschutz.sections.map((s) => s.id)).toEqual([
      "allgemeine-hinweise",
      "verantwortliche-stelle",
      "datenerfassung",
      "widerruf",
      "widerspruch",
      "beschwerderecht",
      "datenuebertragbarkeit",
      "tls",
      "auskunft",
      "einschraenkung",
      "cookies",
      "server-logs",
      "kontaktformular",
      "anfragen",
      "schriftarten-und-karten",
      "betroffenenrechte",
      "pflichtangaben",
    ]);
    const text = plain(
      collect(datenschutz, "", [])
        .map((p) => p.text)
        .join(" "),
    );
    for (const fact of [
      "keine Cookies",
      "180 Tagen",
      "Art. 6 Abs. 1 lit. b DSGVO",
      "Art. 6 Abs. 1 lit. f DSGVO",
      "Art. 9 Abs. 2 lit. a DSGVO",
      "Google Fonts",
      "kein Kartendienst",
      "protokolliert keine personenbezogenen Daten",
      "in einer Datenbank gespeichert und per E-Mail an die Praxis zugestellt",
    ]) {
      expect(text).toContain(fact);
    }
    for (const article of [15, 16, 17, 18, 19, 20, 21])
      expect(text).toContain(`Art. ${article} DSGVO`);
    expect(text).not.toMatch(/Google Analytics|Matomo|Cookie-Einwilligung/);
  });

  it("asks for explicit consent to health data (Art. 9 Abs. 2 lit. a) and says how to withdraw it", () => {
    const text = plain(
      collect(datenschutz, "", [])
        .map((p) => p.text)
        .join(" "),
    );
    expect(text).toContain("ausdrücklichen Einwilligung nach Art. 9 Abs. 2 lit. a DSGVO");
    expect(text).toContain(
      "jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO)",
    );
    expect(text).not.toMatch(/Telefax|Praxis Praxis|missbräuchlich vielen/);
  });

  it("says what the form keeps in the browser before the send, where, for how long, and what never", () => {
    const form = datenschutz.sections.find((section) => section.id === "kontaktformular");
    const draft = form?.subsections?.find((section) => section.id === "kontaktformular-entwurf");
    const text = plain(draft?.paragraphs?.join(" ") ?? "");
    for (const fact of [
      // what and where
      "Ihre Eingaben und den Schritt des Formulars",
      "im Sitzungsspeicher dieses Browser-Tabs (sessionStorage)",
      "nur auf Ihrem Gerät",
      "keine Cookies und kein dauerhafter Speicher (localStorage)",
      // health data stay on the device until sent
      "auch Ihre Angaben zu Ihrer Gesundheit, verlassen Ihr Gerät nicht, bevor Sie die Anfrage selbst absenden",
      // the honeypot is not kept
      "unsichtbares Feld",
      "wird nicht gespeichert",
      // what else: the step and the form shown
      "welches Formular Sie auf welcher Seite geöffnet hatten",
      // who else can read it: a duplicated tab has a copy
      "andere Tabs nur, wenn Sie diesen Tab selbst duplizieren",
      // how long: per form on send and discard, all with the tab, back with a restored tab
      "eines Formulars, sobald Sie es erfolgreich gesendet haben",
      "„Eingaben verwerfen“ wählen und bestätigen",
      "löscht der Browser, wenn Sie den Tab schließen",
      "Stellt Ihr Browser einen geschlossenen Tab wieder her",
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toMatch(/"|\.\.\./);
  });
});
