/**
 * The practice's mail as PGP/MIME (RFC 3156), with the real headers protected inside.
 *
 * At intake `sealMail` turns the composed mail into a MIME entity whose header section carries
 * the real Subject, From, To, Reply-To, Date and Message-ID (RFC 9788 `hp="cipher"`, plus the
 * older `protected-headers="v1"` that Thunderbird and K-9/FairEmail show), and encrypts it to
 * every key of the practice. Only that ciphertext is stored. Subject and Reply-To carry the
 * visitor's name and are always encoded words, as in the unencrypted mail (visitor-headers.ts).
 *
 * At delivery `encryptedMessage` wraps the stored ciphertext in `multipart/encrypted` with
 * outer headers that name nobody and no form type; the HP-Outer fields inside record exactly
 * what travelled outside.
 */
import MimeNode from "nodemailer/lib/mime-node";
import { createMessage, encrypt } from "openpgp";
import type { OutgoingMail } from "./compose-mail.ts";
import type { PracticeKeys } from "./practice-keys.ts";
import { normalizeHeaderKey, visitorHeaders } from "./visitor-headers.ts";

/** The headers of the encrypted mail that anyone on the way can read: no name, no form type. */
function outerHeaders(
  mail: Pick<OutgoingMail, "requestId" | "from" | "to" | "messageId">,
  date: Date,
) {
  return {
    From: mail.from,
    To: mail.to,
    Subject: `Neue Kontaktanfrage (Nr. ${mail.requestId})`,
    Date: date.toUTCString().replace("GMT", "+0000"),
    "Message-ID": mail.messageId,
    "X-Kontaktanfrage-Id": mail.requestId,
  };
}

/** The mail's MIME entity with protected headers, encrypted to all keys (ASCII armor). */
export async function sealMail(
  mail: OutgoingMail,
  date: Date,
  keys: PracticeKeys,
): Promise<string> {
  const entity = new MimeNode('text/plain; charset=utf-8; protected-headers="v1"; hp="cipher"', {
    newline: "\r\n",
    normalizeHeaderKey,
  });
  const outer = outerHeaders(mail, date);
  const { Subject, ...replyTo } = visitorHeaders(mail);
  entity.setHeader({
    Subject,
    From: mail.from,
    To: mail.to,
    ...replyTo,
    Date: outer.Date,
    "Message-ID": mail.messageId,
  });
  for (const [name, value] of Object.entries(outer))
    entity.addHeader("HP-Outer", `${name}: ${value}`);
  // The text as it is, in UTF-8: what `gpg --decrypt` prints is the mail itself, not quoted-
  // printable. Nothing on the way sees it (it is encrypted), so 8bit needs no transport's say;
  // a line over 998 octets (a long reply link) makes it "binary", which has no line limit.
  // MimeNode would encode any text content itself, so it writes the header section only.
  const body = mail.text.replace(/\r?\n/g, "\r\n");
  const longest = Math.max(...body.split("\r\n").map((line) => Buffer.byteLength(line)));
  entity.setHeader("Content-Transfer-Encoding", longest > 998 ? "binary" : "8bit");
  return encryptText(`${entity.buildHeaders()}\r\n\r\n${body}`, keys, date);
}

/** Free text encrypted to all keys (spam kept for review). */
export async function encryptText(text: string, keys: PracticeKeys, date: Date): Promise<string> {
  return encrypt({
    message: await createMessage({ text }),
    encryptionKeys: keys.keys,
    date,
  });
}

/** The whole RFC 3156 message around a stored ciphertext, ready to send. */
export async function encryptedMessage(
  mail: Pick<OutgoingMail, "requestId" | "from" | "to" | "messageId">,
  date: Date,
  armored: string,
): Promise<Buffer> {
  const root = new MimeNode('multipart/encrypted; protocol="application/pgp-encrypted"', {
    newline: "\r\n",
  });
  root.setHeader(outerHeaders(mail, date));
  root
    .createChild("application/pgp-encrypted")
    .setHeader({
      "Content-Description": "PGP/MIME version identification",
      "Content-Transfer-Encoding": "7bit",
    })
    .setContent("Version: 1\r\n");
  root
    .createChild('application/octet-stream; name="encrypted.asc"')
    .setHeader({
      "Content-Description": "OpenPGP encrypted message",
      "Content-Disposition": 'inline; filename="encrypted.asc"',
      "Content-Transfer-Encoding": "7bit",
    })
    .setContent(armored.replace(/\r?\n/g, "\r\n"));
  return root.build();
}
