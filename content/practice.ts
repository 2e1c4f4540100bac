/**
 * The practice's facts, read from content/praxis.yaml, and what is derived from them (the
 * phone's tel: link, the map link, the Instagram address): derived values are never typed.
 * `placeholders` are the names a text may use for them, e.g. {telefon}.
 */
import { telHref } from "./files/fields.ts";
import { load } from "./files/sources.ts";
import { practiceFile, SEAL_SYMBOLS } from "./sources/practice.ts";

const facts = load(practiceFile);
const { adresse: address } = facts;

export const fullAddress = `${address.straße}, ${address.plz} ${address.ort}`;

export const practice = {
  name: facts.name,
  brand: facts.marke,
  address: {
    street: address.straße,
    postalCode: address.plz,
    city: address.ort,
    country: address.land,
  },
  phone: { display: facts.telefon, href: telHref(facts.telefon) },
  email: facts["e-mail"],
  instagram: { handle: facts.instagram, url: `https://www.instagram.com/${facts.instagram}/` },
  siteUrl: facts.website.replace(/\/+$/, ""),
  licence: {
    title: facts.erlaubnis.titel,
    granted: facts.erlaubnis.erteilt,
    authority: facts.erlaubnis.behörde,
  },
  phoneNote: facts["telefon-hinweis"],
  /** A link to a map service: a plain link, never an embed (no third-party requests). */
  mapUrl: `https://www.openstreetmap.org/search?query=${encodeURIComponent(fullAddress)}`,
  builderCredit: `Website: ${facts["website-von"]}`,
} as const;

export type Practice = typeof practice;

/** Imprint facts beyond the practice's name and address. */
export const imprintFacts = {
  associations: facts.berufsverbände,
  liabilityInsurance: {
    insurer: facts.haftpflicht.versicherer,
    address: facts.haftpflicht.anschrift,
    scope: facts.haftpflicht.geltungsbereich,
  },
  sportsPhysiotherapy: {
    title: facts.sportphysiotherapie.berufsbezeichnung,
    country: facts.sportphysiotherapie["verliehen-in"],
    authority: facts.sportphysiotherapie.behörde,
  },
};

/**
 * Certificate and association seals shown in psychotherapie mode: the accessible name, and the
 * seal's title, subtitle and emblem (drawn by app/frame/certificate-seal.tsx).
 */
export const certificates = facts.siegel.map((seal) => ({
  name: seal.name,
  title: seal.titel,
  subtitle: seal.untertitel,
  emblem: SEAL_SYMBOLS[seal.symbol],
}));

export type Certificate = (typeof certificates)[number];

/** What a text may write in braces, e.g. „Rufen Sie mich an: {telefon}“. */
export const placeholders: Readonly<Record<string, string>> = {
  name: practice.name,
  marke: practice.brand,
  straße: address.straße,
  plz: address.plz,
  ort: address.ort,
  adresse: fullAddress,
  telefon: practice.phone.display,
  "e-mail": practice.email,
  instagram: practice.instagram.handle,
  titel: practice.licence.title,
  erteilt: practice.licence.granted,
  behörde: practice.licence.authority,
};
