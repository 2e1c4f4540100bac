/**
 * Plain text folded to a width a mail program shows without scrolling sideways, at spaces; a
 * word longer than a line (a link, a run of letters) is cut, so no line is ever longer.
 */

/** Each line of `text` folded to at most `width` characters (code points, not UTF-16 units). */
export function wrapText(text: string, width: number): string[] {
  return text.split("\n").flatMap((line) => wrapLine(line.trimEnd(), width));
}

function wrapLine(line: string, width: number): string[] {
  if (Array.from(line).length <= width) return [line];
  const lines: string[] = [];
  let current = "";
  for (const word of line.split(/ +/)) {
    for (const piece of pieces(word, width)) {
      const joined = current === "" ? piece : `${current} ${piece}`;
      if (Array.from(joined).length <= width) {
        current = joined;
      } else {
        lines.push(current);
        current = piece;
      }
    }
  }
  lines.push(current);
  return lines;
}

/** A word in pieces of at most `width` characters. */
function pieces(word: string, width: number): string[] {
  const characters = Array.from(word);
  if (characters.length <= width) return [word];
  const result: string[] = [];
  for (let start = 0; start < characters.length; start += width) {
    result.push(characters.slice(start, start + width).join(""));
  }
  return result;
}
