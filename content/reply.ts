/**
 * The practice's prepared reply to a request (content/anfrage-antwort.yaml), with the practice's
 * facts filled in; the build carries it to the server in site.json, the preview reads it for
 * each mail (an edit shows at once).
 */
import { load } from "./files/sources.ts";
import { placeholders } from "./practice.ts";
import { replyFile } from "./sources/reply.ts";

export function readReplyTemplate() {
  const file = load(replyFile, { placeholders });
  return { subject: file.betreff, body: file.text };
}
