/**
 * How deeply a JSON text nests, counted without parsing it: a body nested 100,000 levels deep
 * is refused before JSON.parse, a recursive walk or a serialiser could spend time or stack on it.
 */

/** The contact payloads are flat objects; anything deeper than this is not from our form. */
export const MAX_JSON_DEPTH = 8;

/** Whether `text` opens more than `max` arrays or objects inside each other. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}
