/**
 * Visitor text on its way out (the practice's mail, every output of `npm run requests`): each
 * character the text rule refuses (contact/text-rule.ts) is shown as a visible code such as
 * ⟨U+001B⟩, so stored text (spam kept for review, rows from before the rule) can add no line,
 * no header and no terminal control sequence.
 */
import { unsafeCharacters } from "#contact/text-rule.ts";

function codeOf(character: string): string {
  return (character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");
}

/** `text` with every unsafe character made visible; "\n" kept where `keepNewlines`. */
export function visibleText(text: string, options: { keepNewlines: boolean }): string {
  return text.replace(unsafeCharacters(), (character) =>
    options.keepNewlines && character === "\n" ? character : `⟨U+${codeOf(character)}⟩`,
  );
}

/**
 * JSON whose every unsafe character is an escape (`\u001b`), still valid JSON that parses back
 * to the same value. JSON.stringify already escapes C0 controls and lone surrogates inside
 * strings; DEL, C1, the bidirectional controls and U+2028/U+2029 it leaves raw. A raw "\n" can
 * only be the indentation's line break, which stays.
 */
export function safeJson(value: unknown, space?: number): string {
  return JSON.stringify(value, null, space).replace(unsafeCharacters(), (character) =>
    character === "\n" ? character : `\\u${codeOf(character).toLowerCase()}`,
  );
}
