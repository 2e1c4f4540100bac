/**
 * content/medien.yaml as the command changes it: the focal point of the last crop, written only
 * when the edit is safe.
 */

import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { parseDocument } from "yaml";
import {
  MEDIA_FILE,
  type MediaFile,
  type PictureName,
  parseMediaFile,
} from "#content/media-file.ts";

export type FocusRecord = "recorded" | "removed" | "unchanged" | "not-written";

/**
 * Sets (or, without a focal point, removes) `fokus` of picture `name` in root's medien.yaml.
 * Writes only when the file reads back exactly as it was apart from that one field, so that the
 * owner's comments and layout stay; otherwise leaves it and says "not-written".
 */
export function recordFocus(
  root: string,
  name: PictureName,
  focus: string | undefined,
): FocusRecord {
  const path = join(root, MEDIA_FILE);
  const text = readFileSync(path, "utf8");
  const before = parseMediaFile(text);
  const current = before[name].fokus;
  if (current === focus) return "unchanged";
  const document = parseDocument(text);
  const options = { lineWidth: 0 };
  // The library writes some files differently than they were (other quotes, folded lines);
  // then a change would touch more than one line, so the owner writes it.
  if (document.errors.length > 0 || document.toString(options) !== text) return "not-written";
  if (focus === undefined) document.deleteIn([name, "fokus"]);
  else document.setIn([name, "fokus"], focus);
  const changed = document.toString(options);
  const expected: MediaFile = structuredClone(before);
  const entry = expected[name] as { alt: string; fokus?: string };
  if (focus === undefined) delete entry.fokus;
  else entry.fokus = focus;
  try {
    if (!isDeepStrictEqual(parseMediaFile(changed), expected)) return "not-written";
  } catch {
    return "not-written";
  }
  writeFileSync(`${path}.neu`, changed);
  renameSync(`${path}.neu`, path);
  return focus === undefined ? "removed" : "recorded";
}
