import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { phone, text } from "#content/files/fields.ts";
import { CONTENT_SOURCES } from "#content/sources/index.ts";
import { editorCollections } from "./collections.ts";
import { type FieldChecks, type FormField, formFields } from "./form-fields.ts";

const leaves = (fields: readonly FormField[]): FormField[] =>
  fields.flatMap((field) => [
    ...(field.fields ? leaves(field.fields) : []),
    ...(field.field ? leaves([field.field]) : []),
    ...(!field.fields && !field.field ? [field] : []),
  ]);

describe("the editor's forms", () => {
  const checks: FieldChecks = new Map();
  const collections = editorCollections(checks);
  const files = collections.flatMap((collection) => collection.files);

  it("has a form for every file the build checks but the editor's own settings", () => {
    expect(files.map((file) => file.file).sort()).toEqual(
      CONTENT_SOURCES.map((source) => `content/${source.file}`)
        .filter((file) => file !== "content/redaktion.yaml")
        .sort(),
    );
  });

  it("checks each text field with the schema the build uses for it", () => {
    const facts = files.find((file) => file.file === "content/praxis.yaml");
    const telefon = facts?.fields.find((field) => field.name === "telefon");
    expect(telefon).toMatchObject({ widget: "checked-string", check: "praxis.yaml.telefon" });
    const schema = checks.get("praxis.yaml.telefon");
    expect(schema && z.safeParse(schema, "0911 1234567").success).toBe(true);
    const wrong = schema && z.safeParse(schema, "Ruf an");
    expect(wrong?.error?.issues[0]?.message).toMatch(/Telefonnummer lässt sich so nicht wählen/);
  });

  it("makes groups, lists, choices, long texts and the photo fit their schema", () => {
    const local: FieldChecks = new Map();
    const fields = formFields(
      z.strictObject({
        titel: text(),
        antwort: text(),
        telefon: z.optional(phone()),
        größe: z.optional(z.enum(["klein"])),
        foto: z.optional(z.string()),
        orte: z.array(text()),
        fragen: z.array(z.strictObject({ id: text(), frage: text() })),
        adresse: z.strictObject({ ort: text() }),
      }),
      local,
      "x.yaml",
    );
    expect(fields.map((field) => [field.name, field.widget, field.required ?? true])).toEqual([
      ["titel", "checked-string", true],
      ["antwort", "checked-text", true],
      ["telefon", "checked-string", false],
      ["größe", "select", false],
      ["foto", "image", false],
      ["orte", "list", true],
      ["fragen", "list", true],
      ["adresse", "object", true],
    ]);
    expect(fields.find((field) => field.name === "fragen")?.summary).toBe("{{fields.frage}}");
    expect([...local.keys()]).toContain("x.yaml.fragen[].frage");
  });

  it("names every field, and every text field has its check", () => {
    for (const file of files) {
      for (const field of leaves(file.fields)) {
        expect(field.label, `${file.file} ${field.name}`).not.toBe("");
        if (field.widget.startsWith("checked-")) {
          expect(checks.has(field.check ?? ""), `${file.file} ${field.name}`).toBe(true);
        }
      }
    }
  });
});
