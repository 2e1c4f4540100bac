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

// Pictures and videos (content/media.ts, content/share-image.ts).

export type ImageSource = { type: "image/avif" | "image/webp"; srcSet: string };

export type MediaImage = {
  /** Fallback for browsers without AVIF/WebP (a JPEG), or the SVG itself. */
  src: string;
  /** Intrinsic size of the largest file: the aspect ratio the browser reserves. */
  width: number;
  height: number;
  /** Best first: AVIF, then WebP. Empty for SVG. */
  sources: readonly ImageSource[];
  /** German; "" for a purely decorative picture. */
  alt: string;
};

export type MediaVideo = {
  /** The first frame of the loop: shown first (the LCP element) and instead of the video. */
  poster: MediaImage;
  /** Best first: WebM (VP9), then MP4 (H.264). No audio track. */
  sources: readonly { src: string; type: string }[];
};
