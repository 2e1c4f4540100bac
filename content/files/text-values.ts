/**
 * What every text of the practice goes through before it is checked: no HTML, placeholders such
 * as {telefon} filled from the practice's facts, German typography.
 */
import { quoted } from "./problems.ts";
import { germanTypography } from "./typography.ts";

export type TextOptions = {
  /** Placeholder name → value, e.g. { telefon: "0911 12345678" }. */
  placeholders?: Readonly<Record<string, string>>;
  /** Placeholders the page fills itself later (e.g. {stadt} on the city pages): kept as they are. */
  later?: readonly string[];
  /** Accept any placeholder: the facts could not be read, so their names are unknown. */
  anyPlaceholder?: boolean;
};

const PLACEHOLDER = /\{([^{}\s#][^{}\s]*)\}/g;
const HTML_TAG = /<\/?[a-zA-Z][^>]*>/;

export function prepareText(
  text: string,
  { placeholders = {}, later = [], anyPlaceholder = false }: TextOptions,
  /** `written`: the text the problem is about, as typed (to find its line in a block). */
  report: (message: string, written?: string) => void,
): string {
  const tag = text.match(HTML_TAG)?.[0];
  if (tag) {
    report(
      `HTML wie ${quoted(tag)} ist in den Texten nicht möglich. Schreiben Sie reinen Text; wo Fettdruck und Links erlaubt sind, so: **fett**, [Linktext](/seite).`,
      tag,
    );
  }
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = placeholders[name];
    if (value !== undefined) return value;
    if (!later.includes(name) && !anyPlaceholder) {
      const known = [...Object.keys(placeholders), ...later].map((key) => `{${key}}`);
      report(
        known.length > 0
          ? `Den Platzhalter ${quoted(whole)} gibt es nicht. Möglich sind: ${known.join(", ")}.`
          : `Platzhalter wie ${quoted(whole)} sind in dieser Datei nicht möglich. Schreiben Sie den Wert selbst.`,
        whole,
      );
    }
    return whole;
  });
  return germanTypography(filled);
}
