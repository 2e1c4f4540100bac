import { describe, expect, expectTypeOf, it } from "vitest";
import { formSchemas } from "./form-schemas.ts";
import { FORM_TYPES, type FormType } from "./form-types.ts";
import { fieldLabels, labelFor, type MailedField, payloadFieldOrder } from "./labels.ts";
import { type PayloadFor, payloadSchemas } from "./payload-schemas.ts";

describe("field labels", () => {
  it.each([
    ["firstName", "Vorname"],
    ["lastName", "Nachname"],
    ["email", "E-Mail-Adresse"],
    ["phone", "Telefonnummer"],
    ["message", "Ihre Nachricht"],
  ])("every form labels %s as %j", (name, label) => {
    for (const formType of FORM_TYPES) expect(labelFor(formType, name)).toBe(label);
  });

  it("uses the spec's wording where it gives one", () => {
    expect(labelFor("psychotherapie", "beschwerden")).toBe("Beschwerden");
    expect(labelFor("sportphysiotherapie", "beschwerden")).toBe("Beschwerden");
    expect(labelFor("psychotherapie", "currentBurden")).toBe(
      "Was belastet Sie zurzeit am meisten?",
    );
    expect(labelFor("psychotherapie", "empfehlung")).toBe("Wer hat uns empfohlen?");
    expect(labelFor("psychotherapie", "ganztaegig")).toBe("Ganztägig");
  });

  it.each(FORM_TYPES)(
    "%s: every form and payload field has a distinct, non-empty label",
    (formType) => {
      const labels = fieldLabels[formType];
      const names = new Set([
        ...Object.keys(formSchemas[formType].shape),
        ...Object.keys(payloadSchemas[formType].shape),
      ]);
      for (const name of names) expect(labelFor(formType, name), name).toMatch(/\S/);
      expect(Object.keys(labels).sort()).toEqual([...names].sort());
      const values = Object.values(labels);
      expect(new Set(values).size).toBe(values.length);
    },
  );

  it.each(FORM_TYPES)("%s: labels list the form's fields in form order", (formType) => {
    const formFields = Object.keys(formSchemas[formType].shape);
    expect(Object.keys(fieldLabels[formType]).filter((name) => formFields.includes(name))).toEqual(
      formFields,
    );
  });

  it("knows no other fields", () => {
    expect(labelFor("general", "beschwerden")).toBeUndefined();
    expect(labelFor("general", "toString")).toBeUndefined();
    expect(labelFor("sportphysiotherapie", "burdenScale")).toBeUndefined();
  });
});

describe("payloadFieldOrder", () => {
  it.each(FORM_TYPES)("%s: lists every payload field once, without the honeypot", (formType) => {
    const order: readonly string[] = payloadFieldOrder[formType];
    const payloadFields = Object.keys(payloadSchemas[formType].shape).filter(
      (name) => name !== "website",
    );
    expect([...order].sort()).toEqual(payloadFields.sort());
    expect(new Set(order).size).toBe(order.length);
  });

  it("names exactly the payload's fields but the honeypot (type check)", () => {
    type Unlisted<F extends FormType> = Exclude<keyof PayloadFor[F], MailedField<F> | "website">;
    type Unsent<F extends FormType> = Exclude<MailedField<F>, keyof PayloadFor[F]>;
    type Wrong<F extends FormType> = Unlisted<F> | Unsent<F>;
    expectTypeOf<Wrong<"psychotherapie">>().toBeNever();
    expectTypeOf<Wrong<"sportphysiotherapie">>().toBeNever();
    expectTypeOf<Wrong<"general">>().toBeNever();
  });

  it("follows the form's order, the request context last", () => {
    expect(payloadFieldOrder.general).toEqual([
      "contactType",
      "firstName",
      "lastName",
      "email",
      "phone",
      "inquiryReason",
      "message",
      "tageszeiten",
      "mode",
      "lastCalledPage",
      "id",
    ]);
    expect(payloadFieldOrder.psychotherapie.slice(0, 6)).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
      "message",
      "beschwerden",
    ]);
    expect(payloadFieldOrder.psychotherapie.slice(-3)).toEqual(["mode", "lastCalledPage", "id"]);
  });
});
