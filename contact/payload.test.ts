import { describe, expect, it } from "vitest";
import {
  psychotherapieAnswersOnTheWire,
  validGeneralValues,
  validPsychotherapieValues,
  validSportValues,
} from "#test-support/contact-fixtures.ts";
import {
  buildGeneralPayload,
  buildPayload,
  buildPsychotherapiePayload,
  buildSportPayload,
  createRequestId,
  formatTageszeiten,
  type PayloadContext,
} from "./payload.ts";
import { payloadSchemaFor } from "./payload-schemas.ts";

const context: PayloadContext = {
  mode: "psychotherapie",
  lastCalledPage: "/psychotherapie/leistungen/angststoerungen",
  id: "abc123xyz0",
};

const contactPayload = {
  id: "abc123xyz0",
  firstName: "Erika",
  lastName: "Müller-Lüdenscheidt",
  email: "erika.mueller@example.org",
  phone: "+49 (0)911 / 1234567 @ Büro",
  message: "Guten Tag,\nich bitte um Rückruf: ab 17 Uhr; danke!",
  lastCalledPage: "/psychotherapie/leistungen/angststoerungen",
  mode: "psychotherapie",
  website: "",
};

describe("createRequestId", () => {
  it("makes 10 lowercase letters or digits, different every time", () => {
    const ids = Array.from({ length: 1000 }, () => createRequestId());
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{10}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("maps bytes onto the alphabet and rejects bytes 252..255 (no modulo bias)", () => {
    const stream = [252, 253, 254, 255, 0, 1, 25, 26, 35, 36, 251, 252, 71, 72, 9];
    let calls = 0;
    const id = createRequestId((bytes) => {
      calls += 1;
      bytes.fill(255);
      if (calls === 2) bytes.set(stream.slice(0, bytes.length));
      return bytes;
    });
    // call 1: all rejected; call 2: a b z 0 9 a 9 (252 rejected) 9 a j, then filler 255s rejected
    expect(id).toBe("abz09a99aj");
    expect(calls).toBe(2);
  });
});

describe("formatTageszeiten", () => {
  const none = {
    ganztaegig: false,
    vormittag: false,
    mittag: false,
    nachmittag: false,
    abend: false,
  };
  it.each([
    [{}, "Keine spezifische Präferenz"],
    [{ vormittag: true }, "Vormittag"],
    [{ abend: true, vormittag: true }, "Vormittag, Abend"],
    [
      { ganztaegig: true, vormittag: true, mittag: true, nachmittag: true, abend: true },
      "Ganztägig, Vormittag, Mittag, Nachmittag, Abend",
    ],
  ])("%j gives %j", (chosen, expected) => {
    expect(formatTageszeiten({ ...none, ...chosen })).toBe(expected);
  });
});

describe("psychotherapy payload", () => {
  it("has every field with the spec's conventions", () => {
    expect(buildPsychotherapiePayload(validPsychotherapieValues, context)).toEqual({
      ...contactPayload,
      ...psychotherapieAnswersOnTheWire,
    });
  });

  it.each([
    [
      { flexibel: true, freitag: true, ganztaegig: true },
      { flexibel: "Ja", freitag: "Ja", ganztaegig: "Ja" },
    ],
    [{ nimmtPsychopharmaka: "JA" }, { nimmtPsychopharmaka: "JA" }],
    [{ arztBehandlungConsent: "nein" }, { arztBehandlungConsent: "nein" }],
    [{ burdenScale: 1 }, { burdenScale: 1 }],
    [{ suchtbeschreibung: "Gelegentlich Alkohol" }, { suchtbeschreibung: "Gelegentlich Alkohol" }],
    [
      { vormittag: false, abend: false },
      { tageszeiten: "Keine spezifische Präferenz", vormittag: "Nein", abend: "Nein" },
    ],
    [{ empfehlung: "" }, { empfehlung: "-" }],
    [{ empfehlung: "  " }, { empfehlung: "-" }],
    [
      { informationsquelle: "Soziale Medien" },
      { informationsquelle: "Soziale Medien", empfehlung: "-" },
    ],
    [{ versicherungsName: "" }, { versicherungsName: "-" }],
    [
      { versicherungsArt: "Gesetzlich versichert", kostenuebernahmeGeklaert: false },
      { versicherungsArt: "Gesetzlich versichert", kostenuebernahmeGeklaert: "Nein" },
    ],
    [
      { versicherungsArt: "Selbstzahler" },
      {
        versicherungsArt: "Selbstzahler",
        versicherungsName: "-",
        kostenuebernahmeGeklaert: "Nein",
      },
    ],
    [{ previousTherapyExperience: "" }, { previousTherapyExperience: "-" }],
    [
      { hasPreviousTherapy: "NEIN" },
      { hasPreviousTherapy: "NEIN", previousTherapyExperience: "-" },
    ],
    [{ website: "http://spam.example" }, { website: "http://spam.example" }],
    [{ website: undefined }, { website: "" }],
  ] as const)("%j gives %j", (change, expected) => {
    const payload = buildPsychotherapiePayload(
      { ...validPsychotherapieValues, ...change },
      context,
    );
    expect(payload).toMatchObject(expected);
  });

  it("never sends terms or the hidden trigger; always hasRezept 'Nein'", () => {
    const payload = buildPsychotherapiePayload(validPsychotherapieValues, context);
    expect(payload).not.toHaveProperty("terms");
    expect(payload).not.toHaveProperty("trigger");
    expect(payload.hasRezept).toBe("Nein");
    expect(typeof payload.burdenScale).toBe("number");
  });
});

describe("sports payload", () => {
  const sportContext = { ...context, mode: "sportphysiotherapie" } as const;
  it("has every field", () => {
    expect(buildSportPayload(validSportValues, sportContext)).toEqual({
      ...contactPayload,
      mode: "sportphysiotherapie",
      contactType: "sportphysiotherapie",
      therapyType: "Kiefergelenktherapie",
      hasRezept: "Ja",
      availability: "Mo. bis Mi.",
      tageszeiten: "Vormittags oder abends",
      beschwerden: "Schwellung im Knöchel",
    });
  });

  it("sends hasRezept 'Nein' for an unticked box", () => {
    expect(
      buildSportPayload({ ...validSportValues, hasRezept: false }, sportContext).hasRezept,
    ).toBe("Nein");
  });
});

describe("general payload", () => {
  const generalContext = { ...context, mode: "default" } as const;
  it("has every field, tageszeiten empty", () => {
    expect(buildGeneralPayload(validGeneralValues, generalContext)).toEqual({
      ...contactPayload,
      mode: "default",
      contactType: "general",
      inquiryReason: "Informationsanfrage",
      tageszeiten: "",
    });
  });

  it('sends an empty inquiryReason as ""', () => {
    const payload = buildGeneralPayload(
      { ...validGeneralValues, inquiryReason: "" },
      generalContext,
    );
    expect(payload.inquiryReason).toBe("");
  });
});

describe("request context", () => {
  it("creates an id when none is given", () => {
    const { id: _, ...withoutId } = context;
    const first = buildGeneralPayload(validGeneralValues, withoutId);
    const second = buildGeneralPayload(validGeneralValues, withoutId);
    expect(first.id).toMatch(/^[a-z0-9]{10}$/);
    expect(second.id).not.toBe(first.id);
  });

  it("takes lastCalledPage from the context, cut to 2000 characters", () => {
    const long = `/${"x".repeat(2500)}`;
    const payload = buildGeneralPayload(validGeneralValues, { ...context, lastCalledPage: long });
    expect(payload.lastCalledPage).toBe(long.slice(0, 2000));
    expect(buildGeneralPayload(validGeneralValues, context).lastCalledPage).toBe(
      "/psychotherapie/leistungen/angststoerungen",
    );
  });
});

describe("buildPayload", () => {
  it("dispatches to the form's builder", () => {
    expect(buildPayload("psychotherapie", validPsychotherapieValues, context)).toEqual(
      buildPsychotherapiePayload(validPsychotherapieValues, context),
    );
    expect(buildPayload("sportphysiotherapie", validSportValues, context)).toEqual(
      buildSportPayload(validSportValues, context),
    );
    expect(buildPayload("general", validGeneralValues, context)).toEqual(
      buildGeneralPayload(validGeneralValues, context),
    );
  });

  it("builds payloads that pass the wire schema unchanged", () => {
    const built = [
      ["psychotherapie", buildPayload("psychotherapie", validPsychotherapieValues, context)],
      ["sportphysiotherapie", buildPayload("sportphysiotherapie", validSportValues, context)],
      ["general", buildPayload("general", validGeneralValues, context)],
    ] as const;
    for (const [formType, payload] of built) {
      expect(payloadSchemaFor(formType).parse(payload)).toEqual(payload);
    }
  });
});
