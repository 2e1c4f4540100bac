/**
 * The copy of the pages a contact form sent without JavaScript leads to (issue 31), from
 * content/seiten/nach-dem-senden.yaml: the page after a stored request (its sentence is the
 * wizard's, requirements §2) and the page that says what kept a request from being sent. The
 * problems themselves are the messages of requirements §5 and §8 (contact/), filled in by the
 * server.
 */
import { load } from "../files/sources.ts";
import type { PageMeta } from "../page-types.ts";
import { placeholders } from "../practice.ts";
import { formResultFile } from "../sources/small-pages.ts";

const file = load(formResultFile, { placeholders });
const sent = file.gesendet;
const notSent = file["nicht-gesendet"];

export const formSent = {
  meta: {
    title: sent.titel,
    description: sent.beschreibung,
    keywords: [],
  } satisfies PageMeta,
  hero: sent.überschrift,
  links: sent.links.map((link) => ({ label: link.text, to: link.ziel })),
  linksHeading: sent["links-überschrift"],
} as const;

export const formNotSent = {
  meta: {
    title: notSent.titel,
    description: notSent.beschreibung,
    keywords: [],
  } satisfies PageMeta,
  hero: notSent.überschrift,
  /** Before the list of problems: the §5 messages of the fields, or the one sentence of §8. */
  intro: notSent.einleitung,
  /**
   * The way back to the entries is the browser's Back, which keeps them (its cache or its form
   * restoration); a link can only open the form anew, empty, and says so. Not every entry: the
   * short free texts carry autocomplete="off" (kept out of the browser's form history), and
   * Chromium's form restoration and WebKit's back/forward cache leave those empty.
   */
  back: notSent.zurück,
  backLink: notSent["neu-öffnen"],
  direct: notSent.direkt,
} as const;
