/**
 * The editor's form for a content file, made from the schema the build checks it with: a group
 * of fields becomes a group, a list a list, a choice a select, a text a line or a box. Each text
 * field names its own schema (`check`), so the form refuses a wrong value with the build's own
 * German message before anything is saved.
 */
import { z } from "zod/mini";
import { BODY } from "./file-text.ts";

export type FormField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  /** The key of the value's schema in `FieldChecks`. */
  check?: string;
  fields?: FormField[];
  field?: FormField;
  options?: string[];
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  choose_url?: boolean;
  media_library?: { config: { multiple: boolean } };
};

/** The schema of every text field, by its `check` key. */
export type FieldChecks = Map<string, z.ZodMiniType>;

/** Fields that hold sentences get a box of several lines instead of one line. */
const LONG_TEXTS = new Set([
  "antwort",
  "vorstellung",
  "einleitung",
  "text",
  "beschreibung",
  "beschreibung-stadt",
  "alt",
  "hinweis",
  "zurück",
  "kosten-hinweis",
  "telefon-hinweis",
  "versicherung-hinweis",
  "verfügbarkeit-hinweis",
  "andere-orte",
  "am-praxisort",
  "ohne-ort",
  "anschrift",
]);

/** The field that names an uploaded photo (content/medien.yaml). */
const PHOTO_FIELD = "foto";

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Def;

/** The schema without optional/default wrappers, and whether one made it optional. */
function unwrapped(schema: z.ZodMiniType): { schema: z.ZodMiniType; optional: boolean } {
  let current = schema;
  let optional = false;
  for (;;) {
    const def = defOf(current);
    if (def.type === "optional" || def.type === "default") optional = true;
    else if (def.type !== "readonly") return { schema: current, optional };
    current = def.innerType as z.ZodMiniType;
  }
}

/** What the value is at its root: a pipe is judged by what it takes in. */
function kindOf(schema: z.ZodMiniType): Def {
  let def = defOf(schema);
  while (def.type === "pipe") def = defOf(def.in as z.ZodMiniType);
  return def;
}

/** Names whose word alone says little to the practice; the file's name stays in brackets. */
const LABELS: Record<string, { label: string; hint?: string }> = {
  alt: {
    label: "Bildbeschreibung (alt)",
    hint: "Was auf dem Bild zu sehen ist, in einem Satz: Vorleseprogramme lesen ihn statt des Bildes. Bei Schmuckbildern leer lassen.",
  },
  foto: {
    label: "Foto",
    hint: "Ein neues Foto ersetzt das bisherige Bild, sobald die Website neu gebaut ist.",
  },
  fokus: {
    label: "Ausschnitt (fokus)",
    hint: "Welcher Teil des Fotos beim Zuschneiden bleibt: „mitte“, „oben“, „links“ … oder Prozent von links und oben, etwa „50,30“. Leer: die Mitte.",
  },
  id: {
    label: "Kennung (id)",
    hint: "Eindeutig, aus kleinen Buchstaben ohne Umlaute, Ziffern und Bindestrichen, etwa „psy-parkplatz“.",
  },
  plz: { label: "PLZ" },
  "e-mail": { label: "E-Mail" },
  "telefon-hinweis": { label: "Telefon-Hinweis" },
  "verliehen-in": { label: "Verliehen in" },
  "website-von": { label: "Website von" },
  kategorie: {
    label: "Kategorie",
    hint: "Ein Stichwort, das die Fragen in der Datei ordnet; auf der Seite steht es nicht.",
  },
};

/** „telefon-hinweis“ → „Telefon-hinweis“: the file's own name, as the guide and messages use it. */
const labelOf = (name: string) =>
  LABELS[name] ?? { label: name.charAt(0).toUpperCase() + name.slice(1) };

export function formFields(schema: z.ZodMiniType, checks: FieldChecks, path = ""): FormField[] {
  const def = kindOf(unwrapped(schema).schema);
  if (def.type !== "object")
    throw new Error(`the editor expects a group of fields at ${path || "the top"}`);
  return Object.entries(def.shape as Record<string, z.ZodMiniType>).map(([name, child]) =>
    formField(name, child, checks, path ? `${path}.${name}` : name),
  );
}

function formField(
  name: string,
  schema: z.ZodMiniType,
  checks: FieldChecks,
  path: string,
): FormField {
  const { schema: inner, optional } = unwrapped(schema);
  const def = kindOf(inner);
  // Decap refuses an empty required field; where the schema takes "" (a decorative picture's
  // alt text), an empty field is a value.
  const mayBeEmpty = optional || z.safeParse(inner, "").success;
  const base = { name, ...labelOf(name), ...(mayBeEmpty ? { required: false } : {}) };
  switch (def.type) {
    case "object":
      return {
        ...base,
        widget: "object",
        collapsed: false,
        fields: formFields(inner, checks, path),
      };
    case "array": {
      const element = def.element as z.ZodMiniType;
      const item = kindOf(unwrapped(element).schema);
      if (item.type === "object") {
        const fields = formFields(element, checks, `${path}[]`);
        const first = fields.find((field) => field.widget !== "object" && field.widget !== "list");
        return {
          ...base,
          widget: "list",
          collapsed: true,
          label_singular: "Eintrag",
          ...(first
            ? {
                summary: `{{fields.${fields.find((f) => f.name === "frage")?.name ?? first.name}}}`,
              }
            : {}),
          fields,
        };
      }
      return { ...base, widget: "list", field: formField(name, element, checks, `${path}[]`) };
    }
    case "enum":
      return {
        ...base,
        widget: "select",
        options: Object.values(def.entries as Record<string, string>),
      };
    case "string": {
      checks.set(path, inner);
      if (name === PHOTO_FIELD) {
        return {
          ...base,
          widget: "image",
          choose_url: false,
          media_library: { config: { multiple: false } },
        };
      }
      return {
        ...base,
        widget: LONG_TEXTS.has(name) ? "checked-text" : "checked-string",
        check: path,
      };
    }
    default:
      throw new Error(`the editor has no form field for the schema "${def.type}" at ${path}`);
  }
}

/** A Markdown page's text below its fields: Markdown as the guide describes it, as typed. */
export const bodyField: FormField = {
  name: BODY,
  label: "Text der Seite",
  widget: "text",
  hint: "Abschnitte beginnen mit „## Überschrift“, Absätze trennt eine leere Zeile, Aufzählungen beginnen mit „- “.",
};
