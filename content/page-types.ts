/** Shapes of the page copy. Route modules render these; copy never lives in components. */

export type Link = { label: string; to: string };

export type Section = {
  /** Anchor id, when a button or link scrolls to this section. */
  id?: string;
  heading: string;
  paragraphs: readonly string[];
  /** A bulleted list after the paragraphs. */
  list?: readonly string[];
  /** A numbered list (phases, techniques) after the paragraphs. */
  steps?: readonly { title: string; text: string }[];
  links?: readonly Link[];
  /** Ends with the crisis numbers of content/crisis.ts as tel: links (a crisis section). */
  crisis?: true;
};

export type ContactPanelCopy = {
  title: string;
  action: string;
  size?: "small";
};

export type PageMeta = {
  title: string;
  description: string;
  keywords: readonly string[];
};

/** A content page: hero, sections, closing contact panel. */
export type ContentPage = {
  meta: PageMeta;
  /** The page's single h1. */
  heading: string;
  /** One or two sentences under the heading in the hero. */
  lead: string;
  sections: readonly Section[];
  contactPanel: ContactPanelCopy;
};
