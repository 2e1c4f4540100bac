/**
 * Just enough MIME decoding for tests: headers (unfolded, RFC 2047 encoded words decoded) and
 * a single-part body in 7bit, 8bit, quoted-printable or base64.
 */
export type ParsedMail = { headers: Map<string, string>; subject: string; text: string };

export function parseMail(raw: string): ParsedMail {
  const normalized = raw.replace(/\r\n/g, "\n");
  const split = normalized.indexOf("\n\n");
  const head = split === -1 ? normalized : normalized.slice(0, split);
  const body = split === -1 ? "" : normalized.slice(split + 2);

  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      );
    }
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  return { headers, subject: headers.get("subject") ?? "", text: decodeBody(body, encoding) };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body.replace(/=\n/g, ""));
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? "";
    const hex = text.slice(index + 1, index + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

/** The parts of a multipart body (raw text of each part, headers included). */
export function multipartParts(raw: string): string[] {
  const { headers } = parseMail(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  if (!boundary) throw new Error("not a multipart message");
  const normalized = raw.replace(/\r\n/g, "\n");
  const body = normalized.slice(normalized.indexOf("\n\n") + 2);
  const [, ...parts] = body.split(`--${boundary}`);
  // The closing delimiter leaves "--" and the epilogue as a last piece.
  return parts.filter((part) => !part.startsWith("--")).map((part) => part.replace(/^\n/, ""));
}
