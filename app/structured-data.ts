/**
 * JSON-LD for search engines: the practice as a schema.org `MedicalBusiness` (psychotherapy)
 * and `Physiotherapy` (sports physiotherapy), built from content/practice.ts, content/cities.ts
 * and content/media.ts, when the page is prerendered. A page writes it into its body:
 *
 *   <StructuredData data={physiotherapyBusiness()} />
 */
import { createElement, type ReactElement } from "react";
import { CITIES } from "#content/cities.ts";
import { media } from "#content/media.ts";
import { practice } from "#content/practice.ts";
import { structuredDataText } from "#content/structured-data.ts";

/** A JSON-LD node: plain data, serialisable with JSON.stringify. */
export type JsonLd = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonLd | readonly JsonValue[];

export type PracticeLine = "psychotherapie" | "sportphysiotherapie";

type Options = {
  /**
   * schema.org opening hours such as "Mo-Fr 08:00-18:00". Unknown today: without them the
   * description says that appointments are made by arrangement.
   */
  openingHours?: readonly string[];
};

/** Per line: what schema.org calls it and where it lives; its German texts are in content/. */
const LINES = {
  psychotherapie: {
    type: "MedicalBusiness",
    path: "/psychotherapie",
    ...structuredDataText.psychotherapie,
    jobTitle: practice.licence.title,
  },
  sportphysiotherapie: {
    type: "Physiotherapy",
    path: "/sportphysiotherapie",
    ...structuredDataText.sportphysiotherapie,
    jobTitle: undefined,
  },
} as const;

const absolute = (path: string) => `${practice.siteUrl}${path}`;

/** The practice's postal address as a schema.org PostalAddress. */
export function postalAddress(): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: practice.address.street,
    postalCode: practice.address.postalCode,
    addressLocality: practice.address.city,
    addressRegion: structuredDataText.addressRegion,
    addressCountry: "DE",
  };
}

/** The JSON-LD of one line of the practice. */
export function practiceStructuredData(line: PracticeLine, options: Options = {}): JsonLd {
  const facts = LINES[line];
  const url = absolute(facts.path);
  const openingHours = options.openingHours ?? [];
  const person: JsonLd = { "@type": "Person", name: practice.name };
  if (facts.jobTitle) person.jobTitle = facts.jobTitle;
  return {
    "@context": "https://schema.org",
    "@type": facts.type,
    "@id": `${url}#praxis`,
    name: facts.name,
    brand: { "@type": "Brand", name: practice.brand, logo: absolute(media.logo.src) },
    description:
      openingHours.length > 0
        ? facts.description
        : `${facts.description} ${structuredDataText.byArrangement}`,
    url,
    logo: absolute(media.logo.src),
    image: absolute(media.share.src),
    telephone: practice.phone.href.replace(/^tel:/, ""),
    email: practice.email,
    address: postalAddress(),
    hasMap: practice.mapUrl,
    areaServed: Object.values(CITIES).map((name) => ({ "@type": "City", name })),
    knowsAbout: [...facts.knowsAbout],
    knowsLanguage: "de",
    employee: person,
    sameAs: [practice.instagram.url],
    ...(openingHours.length > 0 ? { openingHours: [...openingHours] } : {}),
  };
}

/** schema.org `MedicalBusiness`: the psychotherapy practice. */
export const psychotherapyBusiness = (options?: Options) =>
  practiceStructuredData("psychotherapie", options);

/** schema.org `Physiotherapy`: the sports physiotherapy practice. */
export const physiotherapyBusiness = (options?: Options) =>
  practiceStructuredData("sportphysiotherapie", options);

/**
 * JSON for a <script> element: `<`, `>` and `&` as \u escapes, so no text in the data can
 * close the element or open a comment; U+2028/2029 escaped for old JavaScript parsers.
 */
export function jsonLdText(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** <script type="application/ld+json"> with the data, safely escaped, for a page body. */
export function StructuredData({ data }: { data: JsonLd | readonly JsonLd[] }): ReactElement {
  return createElement("script", {
    type: "application/ld+json",
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by jsonLdText, never executed
    dangerouslySetInnerHTML: { __html: jsonLdText(data) },
  });
}
