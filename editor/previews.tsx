/**
 * The editor's previews, in the site's own components and CSS: a page with sections as the site
 * lays it out, the FAQ as its accordion, the practice's facts as the footer shows them, the
 * pictures with their descriptions. Each preview reads the form the way the build does (the
 * same check, placeholders filled); where the build would refuse the file, the preview says
 * why instead.
 */
import type { ReactNode } from "react";
import { FooterContact } from "#app/frame/site-footer.tsx";
import { PageContext } from "#app/page-context.ts";
import { siteStyles } from "#app/styles/site-styles.ts";
import { ContentPageView } from "#app/ui/content-page.tsx";
import { FaqAccordion } from "#app/ui/faq-accordion.tsx";
import { telHref } from "#content/files/fields.ts";
import { modeFromPath } from "#content/mode.ts";
import { contactPanel } from "#content/sources/content-page.ts";
import { checkFileText, sourceOf } from "./check-file.ts";
import { type EditorCollection, formName } from "./collections.ts";
import { writeFileText } from "./file-text.ts";
import type { Entry } from "./main.tsx";

type PreviewProps = { entry: Entry };
type Registry = {
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  registerPreviewTemplate(name: string, component: unknown): void;
};

type Read = { data?: Record<string, unknown>; problems: string[] };

/** The form as the build would read it: its data, or the build's German problems. */
function readAsBuild(entry: Entry): Read {
  const path = entry.get("path");
  const text = writeFileText(entry.get("raw") || undefined, entry.get("data").toJS());
  const { data, problems } = checkFileText(path, text);
  if (problems.length > 0) return { problems: problems.map((problem) => problem.message) };
  return { data: data as Record<string, unknown>, problems: [] };
}

function Refused({ problems }: { problems: string[] }) {
  return (
    <div className="page-content" role="alert">
      <h2>So würde die Seite nicht veröffentlicht</h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** The page's context (its address and mode), as the site renders it. */
function AsPage({ path, children }: { path: string; children: ReactNode }) {
  return (
    <PageContext value={{ path, mode: modeFromPath(path) }}>
      <main id="inhalt">{children}</main>
    </PageContext>
  );
}

const pagePath = (file: string) =>
  `/${file.replace(/^content\/seiten\//, "").replace(/\.(md|ya?ml)$/, "")}`;

function SectionsPreview({ entry }: PreviewProps) {
  const { data, problems } = readAsBuild(entry);
  if (!data) return <Refused problems={problems} />;
  const page = data as {
    überschrift: string;
    einleitung: string;
    sections: Parameters<typeof ContentPageView>[0]["page"]["sections"];
    kontakt?: Parameters<typeof contactPanel>[0];
  };
  return (
    <AsPage path={pagePath(entry.get("path"))}>
      <ContentPageView
        page={{
          heading: page.überschrift,
          lead: page.einleitung,
          sections: page.sections,
          contactPanel: page.kontakt
            ? contactPanel(page.kontakt)
            : { title: "Kontakt", action: "Kontakt aufnehmen" },
        }}
      />
    </AsPage>
  );
}

function FaqPreview({ entry }: PreviewProps) {
  const { data, problems } = readAsBuild(entry);
  if (!data) return <Refused problems={problems} />;
  const questions = data.fragen as {
    id: string;
    kategorie?: string;
    frage: string;
    antwort: string;
  }[];
  return (
    <AsPage path="/faq">
      <div className="page-content">
        <FaqAccordion
          headingLevel={2}
          entries={questions.map((entry) => ({
            id: entry.id,
            category: entry.kategorie ?? "",
            question: entry.frage,
            answer: entry.antwort,
          }))}
        />
      </div>
    </AsPage>
  );
}

function PracticePreview({ entry }: PreviewProps) {
  const { data, problems } = readAsBuild(entry);
  if (!data) return <Refused problems={problems} />;
  const facts = data as {
    marke: string;
    adresse: { straße: string; plz: string; ort: string; land: string };
    telefon: string;
    "telefon-hinweis": string;
    "e-mail": string;
    instagram: string;
  };
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <FooterContact
          practice={{
            brand: facts.marke,
            address: {
              street: facts.adresse.straße,
              postalCode: facts.adresse.plz,
              city: facts.adresse.ort,
              country: facts.adresse.land,
            },
            phone: { display: facts.telefon, href: telHref(facts.telefon) },
            phoneNote: facts["telefon-hinweis"],
            email: facts["e-mail"],
            instagram: {
              handle: facts.instagram,
              url: `https://www.instagram.com/${facts.instagram}/`,
            },
          }}
        />
      </div>
    </footer>
  );
}

/**
 * The pictures and their descriptions, as the build reads them (placeholders filled). A new
 * photo is named, not shown: Decap cannot show an upload that is not saved yet, and the page
 * shows it only once the build has cut it.
 */
function PicturesPreview({ entry }: PreviewProps) {
  const { data, problems } = readAsBuild(entry);
  if (!data) return <Refused problems={problems} />;
  const pictures = data as Record<string, { alt?: string; foto?: string }>;
  return (
    <div className="page-content">
      {Object.entries(pictures).map(([name, picture]) => (
        <p key={name}>
          <strong>{name}</strong>: {picture.alt || "(Schmuckbild, ohne Beschreibung)"}
          {picture.foto
            ? ` – neues Foto „${picture.foto.replace(/^.*\//, "")}“: Die Website schneidet es beim Veröffentlichen zu.`
            : " – das bisherige Bild bleibt."}
        </p>
      ))}
    </div>
  );
}

export function registerPreviews(cms: Registry, collections: readonly EditorCollection[]) {
  cms.registerPreviewStyle(siteStyles, { raw: true });
  for (const collection of collections) {
    for (const file of collection.files) {
      const source = sourceOf(file.file);
      const template =
        source?.body === "sections"
          ? SectionsPreview
          : collection.name === "faq"
            ? FaqPreview
            : collection.name === "praxis"
              ? PracticePreview
              : collection.name === "bilder"
                ? PicturesPreview
                : undefined;
      if (template)
        cms.registerPreviewTemplate(formName(file.file.replace(/^content\//, "")), template);
    }
  }
}
