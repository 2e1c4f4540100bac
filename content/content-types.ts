/** Shapes of copy beyond the lead's page types (page-types.ts): shared by several content modules. */

import type { WhyProduct } from "./page-slugs.ts";
import type { ContactPanelCopy, Link, PageMeta, Section } from "./page-types.ts";

/** The two service lines; the `product` of `warum-{product}` and the FAQ lists. */
export type Product = WhyProduct;

/** A titled card inside a section (services, occasions for treatment). */
export type Card = { title: string; text: string; link?: Link };

/** A section that may also show cards. */
export type CardSection = Section & { cards?: readonly Card[] };

/** A link in a legal text, rendered as a plain <a> after the paragraphs: an https: address
 * (law texts, the data protection authority) or an internal path such as "/impressum". */
export type LegalLink = { label: string; href: string };

/** One line of an address or contact block; `href` for tel:, mailto:, https: or an internal path. */
export type LegalLine = { label?: string; text: string; href?: string };

/** A section of the imprint or the privacy statement. */
export type LegalSection = {
  id: string;
  heading: string;
  /** Address or contact lines, rendered as a block before the paragraphs. */
  lines?: readonly LegalLine[];
  paragraphs?: readonly string[];
  list?: readonly string[];
  links?: readonly LegalLink[];
  subsections?: readonly LegalSection[];
};

/** The imprint and the privacy statement. */
export type LegalPage = {
  meta: PageMeta;
  heading: string;
  lead?: string;
  sections: readonly LegalSection[];
};

/** Heading and lead of a simple list page (FAQ, why-me). */
export type ListPageCopy = {
  meta: PageMeta;
  heading: string;
  lead: string;
  contactPanel: ContactPanelCopy;
};
