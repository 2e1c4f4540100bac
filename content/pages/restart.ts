/**
 * The page the web server (Caddy) shows while the site restarts: content/seiten/neustart.yaml.
 * Phone and e-mail are the practice's facts (content/praxis.yaml), named as on the contact page.
 */
import { load } from "../files/sources.ts";
import { placeholders } from "../practice.ts";
import { restartFile } from "../sources/small-pages.ts";

const file = load(restartFile, { placeholders });

export const restartPage = {
  title: file.titel,
  heading: file.überschrift,
  paragraphs: file.absätze,
} as const;
