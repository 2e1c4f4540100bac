/**
 * Plain text folded to a width a mail program shows without scrolling sideways, at spaces. A
 * word longer than a line (mostly a link) stands whole on a line of its own: cut, a link would
 * no longer work.
 */

/** Each line of `text` folded at spaces to `width` characters (code points, not UTF-16 units). */
export function wrapText(text: string, width: number): string[] {
  return text.split("\n").flatMap((line) => wrapLine(line.trimEnd(), width));
}

function wrapLine(line: string, width: number): string[] {
  if (Array.from(line).length <= width) return [line];
  const lines: string[] = [];
  let current = "";
  for (const word of line.split(/ +/)) {
    const joined = current === "" ? word : `${current} ${word}`;
    if (current === "" || Array.from(joined).length <= width) {
      current = joined;
    } else {
      lines.push(current);
      current = word;
    }
  }
  lines.push(current);
  return lines;
}
