/**
 * The editor's menu: every content file of the practice as a form, grouped as the owner looks
 * for them (the practice's facts, the FAQ, the pages, the pictures, the other texts). Made from
 * the list of files the build checks, so a new content file appears here by itself.
 */
import type { Source } from "#content/files/sources.ts";
import { editorFile } from "#content/sources/editor.ts";
import { CONTENT_SOURCES, PRACTICE_SOURCE } from "#content/sources/index.ts";
import { CONTENT_FOLDER } from "./check-file.ts";
import { bodyField, type FieldChecks, type FormField, formFields } from "./form-fields.ts";

/** The custom file format every collection reads and writes with (file-format.ts). */
export const FILE_FORMAT = "praxis-datei";

export type EditorFile = { name: string; label: string; file: string; fields: FormField[] };
export type EditorCollection = {
  name: string;
  label: string;
  description: string;
  format: string;
  editor: { preview: boolean };
  files: EditorFile[];
};

const PAGES = "seiten/";

/** Files under seiten/ that are no page of their own address, by what the practice sees. */
const PAGE_LABELS: Record<string, string> = {
  "seiten/ueber-mich/allgemein.md": "/ueber-mich",
  "seiten/ueber-mich/psychotherapie.md": "/psychotherapie/ueber-mich",
  "seiten/ueber-mich/sportphysiotherapie.md": "/sportphysiotherapie/ueber-mich",
  "seiten/faq.yaml": "/faq (Überschriften der FAQ-Seiten)",
  "seiten/nach-dem-senden.yaml": "Nach dem Absenden des Kontaktformulars",
  "seiten/neustart.yaml": "„Gleich wieder da“ (während eines Neustarts)",
  "seiten/seite-nicht-gefunden.yaml": "„Seite nicht gefunden“",
};

/** „seiten/psychotherapie/kosten.md“ → „/psychotherapie/kosten“: the page's address. */
function pageLabel(file: string): string {
  return PAGE_LABELS[file] ?? `/${file.slice(PAGES.length).replace(/\.(md|ya?ml)$/, "")}`;
}

/** A file's form name: its path with only letters, digits and hyphens. */
export const formName = (file: string) =>
  file.replace(/\.(md|ya?ml)$/, "").replace(/[^a-z0-9]+/gi, "-");

function editorFileOf(source: Source<unknown>, label: string, checks: FieldChecks): EditorFile {
  const fields = formFields(source.schema, checks, source.file);
  return {
    name: formName(source.file),
    label,
    file: `${CONTENT_FOLDER}${source.file}`,
    fields: source.body ? [...fields, bodyField] : fields,
  };
}

const GROUPS: {
  name: string;
  label: string;
  description: string;
  has: (file: string) => boolean;
  fileLabel: (file: string) => string;
}[] = [
  {
    name: "praxis",
    label: "Angaben der Praxis",
    description:
      "Name, Adresse, Telefon, E-Mail und die übrigen Angaben. Sie erscheinen auf allen Seiten und im Impressum.",
    has: (file) => file === PRACTICE_SOURCE.file,
    fileLabel: () => "Angaben der Praxis",
  },
  {
    name: "faq",
    label: "Häufige Fragen (FAQ)",
    description: "Die Fragen und Antworten der FAQ-Seiten.",
    has: (file) => file.startsWith("faq/"),
    fileLabel: (file) =>
      file.includes("sport") ? "Fragen zur Sportphysiotherapie" : "Fragen zur Psychotherapie",
  },
  {
    name: "seiten",
    label: "Seiten",
    description: "Die Texte der Seiten, nach ihrer Adresse auf der Website.",
    has: (file) => file.startsWith(PAGES),
    fileLabel: pageLabel,
  },
  {
    name: "bilder",
    label: "Bilder",
    description: "Fotos austauschen und beschreiben.",
    has: (file) => file === "medien.yaml",
    fileLabel: () => "Bilder der Website",
  },
  {
    name: "weitere",
    label: "Weitere Texte",
    description: "Menüs, Orte, Krisennummern, Suchmaschinen und die Antwort auf Anfragen.",
    has: () => true,
    fileLabel: (file) => file.replace(/\.ya?ml$/, ""),
  },
];

/** The collections of Decap CMS's configuration; `checks` receives every text field's schema. */
export function editorCollections(checks: FieldChecks): EditorCollection[] {
  // The editor's own settings are the operator's: the practice cannot lock herself out.
  const sources = CONTENT_SOURCES.filter((source) => source !== editorFile);
  const taken = new Set<Source<unknown>>();
  return GROUPS.map((group) => {
    const members = sources
      .filter((source) => !taken.has(source) && group.has(source.file))
      .sort((a, b) => group.fileLabel(a.file).localeCompare(group.fileLabel(b.file), "de"));
    for (const source of members) taken.add(source);
    return {
      name: group.name,
      label: group.label,
      description: group.description,
      format: FILE_FORMAT,
      editor: { preview: true },
      files: members.map((source) => editorFileOf(source, group.fileLabel(source.file), checks)),
    };
  });
}
