/** The copy of the 404 page, shown in German for unknown paths: content/seiten/seite-nicht-gefunden.yaml. */
import { load } from "../files/sources.ts";
import type { Link, PageMeta } from "../page-types.ts";
import { placeholders } from "../practice.ts";
import { notFoundFile } from "../sources/small-pages.ts";

export type NotFoundPage = {
  meta: PageMeta;
  heading: string;
  paragraphs: readonly string[];
  links: readonly Link[];
};

const file = load(notFoundFile, { placeholders });

export const notFound: NotFoundPage = {
  meta: { title: file.titel, description: file.beschreibung, keywords: [] },
  heading: file.überschrift,
  paragraphs: file.absätze,
  links: file.links.map((link) => ({ label: link.text, to: link.ziel })),
};
