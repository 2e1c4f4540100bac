/**
 * Menus per mode, exactly as requirements §2 "Navigation menus": the menus, their names, the
 * entries' paths and order are the specification's and stay here; the entries' names are the
 * practice's, in content/navigation.yaml.
 */
import { load } from "./files/sources.ts";
import type { Mode } from "./mode.ts";
import { entryKey, MENU_PAGES, navigationFile } from "./sources/navigation.ts";

export type NavLink = { name: string; path: string };
export type NavItem = NavLink & { children?: readonly NavLink[] };
export type Navigation = {
  case: Mode;
  items: readonly NavItem[];
  /** Floating quick links; hidden on contact pages. */
  floatChildren: readonly NavLink[];
};

const names = load(navigationFile);

const entries = (paths: readonly string[], named: Readonly<Record<string, string>>): NavLink[] =>
  paths.map((path) => ({ name: named[entryKey(path)] ?? "", path }));

export const navigation: Record<Mode, Navigation> = {
  psychotherapie: {
    case: "psychotherapie",
    items: [
      {
        name: "Leistungen",
        path: "/psychotherapie/leistungen",
        children: entries(MENU_PAGES.psychotherapie.leistungen, names.psychotherapie.leistungen),
      },
      {
        name: "Therapieformen",
        path: "/psychotherapie",
        children: entries(
          MENU_PAGES.psychotherapie.therapieformen,
          names.psychotherapie.therapieformen,
        ),
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
        children: entries(
          MENU_PAGES.sportphysiotherapie.leistungsangebot,
          names.sportphysiotherapie.leistungsangebot,
        ),
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
