/**
 * The practice's facts, in one place: the practice changes this file to go live.
 * Values not known to us yet carry a PLACEHOLDER comment; `npm run go-live-check` lists them.
 */
export const practice = {
  /** PLACEHOLDER: the practitioner's full name. */
  name: "Alex Muster",
  /** PLACEHOLDER: the practice's brand. */
  brand: "Praxis Körper & Geist",
  address: {
    /** PLACEHOLDER: street and number. */
    street: "Musterstraße 1",
    postalCode: "90522",
    city: "Oberasbach",
    country: "Deutschland",
  },
  phone: {
    /** PLACEHOLDER: the practice's phone number. */
    display: "0911 12345678",
    href: "tel:+4991112345678",
  },
  /** PLACEHOLDER: the practice's e-mail address. */
  email: "kontakt@praxis-oberasbach.de",
  instagram: {
    /** PLACEHOLDER: the practice's Instagram handle. */
    handle: "praxis.oberasbach",
    url: "https://www.instagram.com/praxis.oberasbach/",
  },
  /** PLACEHOLDER: the public origin the site is served from (canonical URLs, sitemap). */
  siteUrl: "https://www.praxis-oberasbach.de",
  licence: {
    title: "Heilpraktiker für Psychotherapie",
    granted: "Dezember 2024",
    /** PLACEHOLDER: the authority that granted the licence. */
    authority: "Landratsamt Fürth, Gesundheitsamt",
  },
  /** Shown under the phone number: why visitors are led to the contact form. */
  phoneNote:
    "Während der Behandlungen kann ich nicht ans Telefon gehen. Am schnellsten erreichen Sie mich über das Kontaktformular.",
  /** A link to a map service: a plain link, never an embed (no third-party requests). */
  mapUrl:
    "https://www.openstreetmap.org/search?query=Musterstra%C3%9Fe%201%2C%2090522%20Oberasbach",
  /** PLACEHOLDER: who built the site. */
  builderCredit: "Website: Praxis-Web Franken",
} as const;

export type Practice = typeof practice;

export const fullAddress = `${practice.address.street}, ${practice.address.postalCode} ${practice.address.city}`;

/**
 * Certificate and association seals shown in psychotherapie mode: the accessible name, and the
 * seal's title, subtitle and emblem (drawn by app/frame/certificate-seal.tsx).
 * PLACEHOLDER: the practice's own certificates and memberships.
 */
export const certificates = [
  {
    name: "Heilpraktiker für Psychotherapie – Erlaubnis nach HeilprG",
    title: "HP",
    subtitle: "Psychotherapie",
    emblem: "leaf",
  },
  {
    name: "EMDR – zertifizierte Weiterbildung",
    title: "EMDR",
    subtitle: "zertifiziert",
    emblem: "eyes",
  },
  {
    name: "Hypnose – zertifizierte Weiterbildung",
    title: "Hypnose",
    subtitle: "zertifiziert",
    emblem: "spiral",
  },
  {
    name: "Somatic Experiencing – Weiterbildung",
    title: "SE",
    subtitle: "Weiterbildung",
    emblem: "wave",
  },
  { name: "Mitglied im Berufsverband", title: "Verband", subtitle: "Mitglied", emblem: "hands" },
] as const;

export type Certificate = (typeof certificates)[number];
