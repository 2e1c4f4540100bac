import { useLocation, useMatches } from "react-router";
import { type Mode, modeFromPath } from "#content/mode.ts";

/** The current mode; the 404 page is always neutral, whatever its URL. */
export function useMode(): Mode {
  const { pathname } = useLocation();
  const matches = useMatches();
  return matches.some((match) => match.id === "routes/not-found")
    ? "default"
    : modeFromPath(pathname);
}
