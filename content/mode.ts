/** The site's modes (requirements §3): taken from the first URL segment. */
export const MODES = ["default", "psychotherapie", "sportphysiotherapie"] as const;
export type Mode = (typeof MODES)[number];

export function modeFromPath(pathname: string): Mode {
  const first = pathname.split("/").find((segment) => segment !== "");
  return first === "psychotherapie" || first === "sportphysiotherapie" ? first : "default";
}
