/** Menus per mode, exactly as requirements §2 "Navigation menus". */
import type { Mode } from "./mode.ts";

export type NavLink = { name: string; path: string };
export type NavItem = NavLink & { children?: readonly NavLink[] };
export type Navigation = {
  case: Mode;
  items: readonly NavItem[];
  /** Floating quick links; hidden on contact pages. */
  floatChildren: readonly NavLink[];
};

const psychoServices = "/psychotherapie/leistungen";

export const navigation: Record<Mode, Navigation> = {
  psychotherapie: {
    case: "psychotherapie",
    items: [
      {
        name: "Leistungen",
        path: psychoServices,
        children: [
          { name: "Schmerztherapie mit EMDR", path: `${psychoServices}/schmerztherapie-emdr` },
          { name: "EMDR-Traumatherapie", path: `${psychoServices}/emdr-traumatherapie` },
          { name: "Paartherapie", path: `${psychoServices}/paartherapie` },
          { name: "Konfliktbehandlung", path: `${psychoServices}/konfliktbehandlung` },
          { name: "Angststörungen", path: `${psychoServices}/angststoerungen` },
          { name: "Depressionen", path: `${psychoServices}/depressionen` },
          { name: "Verhaltensanalyse", path: `${psychoServices}/verhaltensanalyse` },
        ],
      },
      {
        name: "Therapieformen",
        path: "/psychotherapie",
        children: [
          { name: "ACT", path: `${psychoServices}/act` },
          { name: "EMDR", path: "/psychotherapie/emdr" },
          { name: "emTrace", path: `${psychoServices}/emtrace` },
          {
            name: "Gewaltfreie Kommunikation",
            path: `${psychoServices}/gewaltfreie-kommunikation`,
          },
          { name: "Hypnose", path: "/psychotherapie/hypnose" },
          { name: "Schematherapie", path: `${psychoServices}/schematherapie` },
          { name: "Somatic Experiencing", path: "/psychotherapie/somatic-experiencing" },
          { name: "Systemische Therapie", path: "/psychotherapie/systematische-therapie" },
          { name: "Verhaltenstherapie", path: `${psychoServices}/verhaltenstherapie` },
        ],
      },
      { name: "Über mich", path: "/psychotherapie/ueber-mich" },
    ],
    floatChildren: [
      { name: "FAQ", path: "/psychotherapie/faq" },
      { name: "Kontakt", path: "/psychotherapie/kontakt" },
    ],
  },
  sportphysiotherapie: {
    case: "sportphysiotherapie",
    items: [
      {
        name: "Leistungsangebot",
        path: "/sportphysiotherapie",
        children: [
          { name: "Rehabilitation", path: "/sportphysiotherapie/rehabilitation" },
          { name: "Lymphdrainage", path: "/sportphysiotherapie/lymphdrainage" },
          { name: "Klassische Massage", path: "/sportphysiotherapie/klassische-massage" },
          { name: "Kiefergelenktherapie", path: "/sportphysiotherapie/kiefergelenktherapie" },
          {
            name: "Medizinische Trainingstherapie",
            path: "/sportphysiotherapie/medizinische-trainingstherapie",
          },
        ],
      },
      { name: "Über mich", path: "/sportphysiotherapie/ueber-mich" },
    ],
    floatChildren: [
      { name: "FAQ", path: "/sportphysiotherapie/faq" },
      { name: "Kontakt", path: "/sportphysiotherapie/kontakt" },
    ],
  },
  default: {
    case: "default",
    items: [
      { name: "Psychotherapie", path: "/psychotherapie" },
      { name: "Sportphysiotherapie", path: "/sportphysiotherapie" },
      { name: "Über mich", path: "/ueber-mich" },
    ],
    floatChildren: [
      { name: "FAQ", path: "/faq" },
      { name: "Kontakt", path: "/kontakt" },
    ],
  },
};

/** The footer's links to the legal pages. */
export const legalLinks: readonly NavLink[] = [
  { name: "Impressum", path: "/impressum" },
  { name: "Datenschutz", path: "/datenschutz" },
];

/** The home link of the logo. */
export const homePath = "/home";

export function contactPathFor(mode: Mode): string {
  return mode === "default" ? "/kontakt" : `/${mode}/kontakt`;
}
