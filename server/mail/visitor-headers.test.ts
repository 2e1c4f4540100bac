/**
 * Visitor text in mail headers, read back by a standards parser (mailparser): the Reply-To
 * name and the Subject of the unencrypted mail (as the file mailer builds it) and of the
 * protected headers inside the PGP/MIME entity (decrypted, as the practice reads it).
 *
 * Names in encoded-word syntax pass the text rule. Written into a quoted display name, a parser
 * decoded them: "=?UTF-8?Q?=E2=80=AE?=Max" into a right-to-left override, the B word below into
 * CR LF "Bcc: evil@example.org". Every name must come back exactly as typed.
 */
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { createTransport } from "nodemailer";
import { readKey } from "openpgp";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContactRequestData } from "#server/storage/request-store.ts";
import { validPayload } from "#test-support/contact-fixtures.ts";
import { decryptArmored, makeKeyPair, type TestKeyPair } from "#test-support/server/pgp-keys.ts";
import { rawControls } from "#test-support/server/raw-controls.ts";
import { composeMail, type OutgoingMail, plainMessageOptions } from "./compose-mail.ts";
import { sealMail } from "./pgp-mime.ts";
import type { PracticeKeys } from "./practice-keys.ts";

const addresses = { from: "Kontaktformular <web@praxis.example>", to: "praxis@praxis.example" };
const EMAIL = "erika.mueller@example.org";
const RECEIVED = new Date("2026-03-02T09:05:00.000Z");

/** [first name, last name] as typed. */
const NAMES: [string, string][] = [
  ["=?UTF-8?Q?=E2=80=AE?=Max", "Muster"],
  ["Erika", "=?UTF-8?B?DQpCY2M6IGV2aWxAZXhhbXBsZS5vcmc=?="],
  ["Jürgen", "Müller"],
  ['Anna "Nanni"', "O'Back\\slash\\"],
  ["Max, Bcc: <evil@example.org>;", "Muster"],
  ["=?UTF-8?B?w7w=?=", "Jürgen =?ISO-8859-1?Q?=0D=0A?="],
  // Long enough for several encoded words, each of them looking like one.
  [
    "=?UTF-8?Q?=0D=0A?==?UTF-8?Q?=0D=0A?==?UTF-8?Q?=0D=0A?=",
    "=?UTF-8?Q?=E2=80=AE?=😀=?utf-8?b?DQo=?=",
  ],
];

/** Header fields either mail may have; anything else (a Bcc, a Cc) was forged. */
const PLAIN_FIELDS = [
  "content-transfer-encoding",
  "content-type",
  "date",
  "from",
  "message-id",
  "mime-version",
  "reply-to",
  "subject",
  "to",
  "x-kontaktanfrage-id",
];
const SEALED_FIELDS = [
  "content-transfer-encoding",
  "content-type",
  "date",
  "from",
  "hp-outer",
  "message-id",
  "mime-version",
  "reply-to",
  "subject",
  "to",
];

function mailFor(firstName: string, lastName: string): OutgoingMail {
  const payload = validPayload("general", { firstName, lastName, email: EMAIL });
  const request = {
    id: String(payload.id),
    formType: "general",
    payload,
    receivedAt: RECEIVED,
  } satisfies ContactRequestData;
  return composeMail(request, addresses);
}

/** The unencrypted mail exactly as the file mailer (mailer.ts) writes it. */
async function plainMail(mail: OutgoingMail): Promise<string> {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await transport.sendMail(plainMessageOptions(mail));
  return (info.message as Buffer).toString("utf8");
}

let keys: TestKeyPair;
let practiceKeys: PracticeKeys;
beforeAll(async () => {
  // Made before the mail's date: the mail is encrypted as of the day the request came in.
  keys = await makeKeyPair({ date: new Date(RECEIVED.getTime() - 86_400_000) });
  practiceKeys = {
    keys: [await readKey({ armoredKey: keys.publicArmored })],
    expiresAt: undefined,
  };
});

/** The protected entity as the practice decrypts it. */
async function sealedEntity(mail: OutgoingMail): Promise<string> {
  return decryptArmored(await sealMail(mail, RECEIVED, practiceKeys), keys.privateKey);
}

function replyToOf(parsed: ParsedMail): AddressObject["value"] {
  const replyTo = parsed.replyTo;
  if (!replyTo || Array.isArray(replyTo)) throw new Error("expected one Reply-To field");
  return replyTo.value;
}

/** The raw header field `name`, unfolded. */
function rawField(raw: string, name: string): string[] {
  const head = raw.replace(/\r\n/g, "\n").split("\n\n")[0] ?? "";
  return head
    .replace(/\n[ \t]+/g, " ")
    .split("\n")
    .filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));
}

/** One or more B encoded words, and nothing else: the parser decodes them to the literal text. */
const ENCODED_WORDS = String.raw`=\?UTF-8\?B\?[A-Za-z0-9+/]+=*\?=(?: =\?UTF-8\?B\?[A-Za-z0-9+/]+=*\?=)*`;

describe.each([
  ["the unencrypted mail", plainMail, PLAIN_FIELDS],
  ["the protected headers of the PGP/MIME entity", sealedEntity, SEALED_FIELDS],
] as const)("%s", (_name, build, fields) => {
  it.each(NAMES)("gives back %j %j exactly as typed", async (firstName, lastName) => {
    const typed = `${firstName} ${lastName}`;
    const raw = await build(mailFor(firstName, lastName));
    const parsed = await simpleParser(raw);

    expect(replyToOf(parsed)).toEqual([{ address: EMAIL, name: typed }]);
    expect(parsed.subject).toBe(`Kontaktformular: Allgemeine Anfrage – ${typed}`);
    for (const text of [replyToOf(parsed)[0]?.name ?? "", parsed.subject ?? ""]) {
      expect(rawControls(text, true)).toEqual([]);
    }
    expect([...parsed.headers.keys()].sort()).toEqual(fields);

    // Always encoded, never a quoted string that a parser might decode words in.
    expect(rawField(raw, "Reply-To")).toEqual([
      expect.stringMatching(
        new RegExp(`^Reply-To: ${ENCODED_WORDS} <${EMAIL.replaceAll(".", "\\.")}>$`),
      ),
    ]);
    expect(rawField(raw, "Subject")).toEqual([
      expect.stringMatching(new RegExp(`^Subject: ${ENCODED_WORDS}$`)),
    ]);
  });
});

describe("a mail without a usable address", () => {
  it("has no Reply-To and keeps the name to the text", async () => {
    const mail = { ...mailFor("Erika", "Muster"), replyTo: { name: "Erika", address: "x" } };
    for (const raw of [await plainMail(mail), await sealedEntity(mail)]) {
      const parsed = await simpleParser(raw);
      expect(parsed.replyTo).toBeUndefined();
      expect(parsed.headers.has("x-encoded-reply-to")).toBe(false);
      expect(parsed.subject).toBe("Kontaktformular: Allgemeine Anfrage – Erika Muster");
    }
  });

  it("has a Reply-To of the bare address when there is no name", async () => {
    const mail = { ...mailFor("Erika", "Muster"), replyTo: { name: "", address: EMAIL } };
    for (const raw of [await plainMail(mail), await sealedEntity(mail)]) {
      expect(replyToOf(await simpleParser(raw))).toEqual([{ address: EMAIL, name: "" }]);
      expect(rawField(raw, "Reply-To")).toEqual([`Reply-To: ${EMAIL}`]);
    }
  });
});
