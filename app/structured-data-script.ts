/**
 * Writes JSON-LD (structured-data.ts) into a page. Apart from the builders, which import the
 * practice's facts and the media list, so that a page's browser bundle needs only this.
 */
import { createElement, type ReactElement } from "react";
import type { JsonLd } from "./structured-data.ts";

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
