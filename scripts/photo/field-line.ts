/** Where a field of content/medien.yaml is, for the owner to find it. */
import { LineCounter, type Node, parseDocument } from "yaml";

/** The line of `field` under `name` in the file's text, or undefined. */
export function fieldLine(text: string, name: string, field: string): number | undefined {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  const node = document.getIn([name, field], true) as Node | undefined;
  const offset = node?.range?.[0];
  return offset === undefined ? undefined : lines.linePos(offset).line;
}
