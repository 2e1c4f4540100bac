/** Parsers of the mail settings' values besides SMTP_URL: addresses and the CA's PEM file. */
import { readFileSync } from "node:fs";

/** One or more comma-separated addresses, each `a@b.c` or `Name <a@b.c>`. */
export function checkAddressList(value: string): string {
  const address = /^[^\s@<>,"]+@[^\s@<>,"]+$/;
  const valid = value.split(",").every((entry) => {
    const trimmed = entry.trim();
    const angle = /^[^<>]*<([^<>]+)>$/.exec(trimmed);
    return address.test(angle ? (angle[1] ?? "") : trimmed);
  });
  if (!valid)
    throw new Error(`"${value}" is not an e-mail address (use a@b.de or "Name <a@b.de>").`);
  return value;
}

/** The text of a PEM file that holds at least one certificate. */
export function readPem(path: string): string {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new Error(`cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? "error"}).`);
  }
  if (!text.includes("-----BEGIN CERTIFICATE-----")) {
    throw new Error(`${path} holds no PEM certificate ("-----BEGIN CERTIFICATE-----").`);
  }
  return text;
}
