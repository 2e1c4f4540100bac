/**
 * content/navigation.yaml: the names of the menus' entries. Which entries a menu has, their
 * order and paths, and the menus' own names are requirements §2's, so they are code: the file
 * names each entry by its path's last segment, and an entry it misses or adds is a problem.
 */
import { group, text } from "../files/fields.ts";
import { yamlFile } from "../files/sources.ts";

const services = "/psychotherapie/leistungen";

/** The pages of each menu with entries, in the menu's order (requirements §2). */
export const MENU_PAGES = {
  psychotherapie: {
    leistungen: [
      `${services}/schmerztherapie-emdr`,
      `${services}/emdr-traumatherapie`,
      `${services}/paartherapie`,
      `${services}/konfliktbehandlung`,
      `${services}/angststoerungen`,
      `${services}/depressionen`,
      `${services}/verhaltensanalyse`,
    ],
    therapieformen: [
      `${services}/act`,
      "/psychotherapie/emdr",
      `${services}/emtrace`,
      `${services}/gewaltfreie-kommunikation`,
      "/psychotherapie/hypnose",
      `${services}/schematherapie`,
      "/psychotherapie/somatic-experiencing",
      "/psychotherapie/systematische-therapie",
      `${services}/verhaltenstherapie`,
    ],
  },
  sportphysiotherapie: {
    leistungsangebot: [
      "/sportphysiotherapie/rehabilitation",
      "/sportphysiotherapie/lymphdrainage",
      "/sportphysiotherapie/klassische-massage",
      "/sportphysiotherapie/kiefergelenktherapie",
      "/sportphysiotherapie/medizinische-trainingstherapie",
    ],
  },
} as const;

/** The key of a menu entry in the file: its path's last segment. */
export const entryKey = (path: string) => path.slice(path.lastIndexOf("/") + 1);

const names = (paths: readonly string[]) =>
  group(Object.fromEntries(paths.map((path) => [entryKey(path), text()])));

export const navigationFile = yamlFile(
  "navigation.yaml",
  group({
    psychotherapie: group({
      leistungen: names(MENU_PAGES.psychotherapie.leistungen),
      therapieformen: names(MENU_PAGES.psychotherapie.therapieformen),
    }),
    sportphysiotherapie: group({
      leistungsangebot: names(MENU_PAGES.sportphysiotherapie.leistungsangebot),
    }),
  }),
);
