/**
 * A fact of the practice typed as text into another file would stay behind when the fact
 * changes: each line that copies one is a problem naming the placeholder to write instead.
 */
import { shownPath } from "./content-dir.ts";
import { type Problem, quoted } from "./problems.ts";

/** Facts that a text would copy (and keep when they change), instead of naming a placeholder. */
const COPYABLE_FACTS = ["name", "marke", "straße", "telefon", "e-mail", "instagram"];

export function copiedFacts(
  file: string,
  text: string,
  placeholders: Readonly<Record<string, string>>,
): Problem[] {
  const facts = COPYABLE_FACTS.flatMap((name) => {
    const value = placeholders[name];
    return value && value.length >= 6 ? [[name, value] as const] : [];
  });
  return text.split("\n").flatMap((line, index) =>
    facts
      .filter(([, value]) => line.includes(value))
      .map(([name, value]) => ({
        file: shownPath(file),
        line: index + 1,
        message: `Hier steht ${quoted(value)} als Text. Schreiben Sie stattdessen {${name}}: Dann ändert es sich mit, wenn Sie es in content/praxis.yaml ändern.`,
      })),
  );
}
