/** Which files under a folder hold any of the given texts (as UTF-8 bytes), for privacy tests. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** "file: text" for every file under `dir` that contains one of `texts`. */
export function findOnDisk(dir: string, texts: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of filesUnder(dir)) {
    const bytes = readFileSync(file);
    for (const text of texts) {
      if (bytes.includes(Buffer.from(text, "utf8"))) found.push(`${file}: ${text}`);
    }
  }
  return found;
}
