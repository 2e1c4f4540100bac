/**
 * The browser editor's page (/admin): the build writes where it is and its own
 * Content-Security-Policy into editor.json beside the client folder; the server answers it like
 * a page, with that policy instead of a page's. A build without it has no editor.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

export const editorPageFile = (clientDir: string) => join(clientDir, "..", "editor.json");

const editorPageSchema = z.object({ path: z.string().startsWith("/"), csp: z.string().min(1) });

export type EditorPage = z.infer<typeof editorPageSchema>;

/** The editor page of the build in `clientDir`, if it has one; throws when the file is malformed. */
export function readEditorPage(clientDir: string): EditorPage | undefined {
  const file = editorPageFile(clientDir);
  if (!existsSync(file)) return undefined;
  return editorPageSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}
