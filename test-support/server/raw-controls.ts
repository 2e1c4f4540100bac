/**
 * The raw characters of `text` that could forge a line or drive a terminal: C0 controls (but
 * the newline, unless `newlineToo`), DEL, C1, the line separators, bidi controls, lone
 * surrogates. Written out by code point here, independent of the rule the code under test uses.
 */
export function rawControls(text: string, newlineToo = false): string[] {
  return Array.from(text).filter((character) => {
    const code = character.codePointAt(0) ?? 0;
    return (
      (code < 0x20 && (newlineToo || character !== "\n")) ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0x2028 ||
      code === 0x2029 ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069) ||
      (code >= 0xd800 && code <= 0xdfff)
    );
  });
}
