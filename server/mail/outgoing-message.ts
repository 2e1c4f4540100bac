/**
 * The mail the outbox sends for a stored request: the readable mail composed from the payload,
 * or, for a sealed request, the PGP/MIME message around its stored ciphertext.
 */
import type { StoredContactRequest } from "#server/storage/request-store.ts";
import {
  composeMail,
  type MailSettings,
  messageIdFor,
  plainMessageOptions,
} from "./compose-mail.ts";
import type { OutgoingMessage } from "./mailer.ts";
import { encryptedMessage } from "./pgp-mime.ts";

export async function messageFor(
  request: StoredContactRequest,
  settings: MailSettings,
): Promise<OutgoingMessage> {
  const { content } = request;
  if (content.kind === "plain") {
    const mail = composeMail({ ...request, payload: content.payload }, settings);
    return { requestId: request.id, options: plainMessageOptions(mail) };
  }
  const raw = await encryptedMessage(
    {
      requestId: request.id,
      from: settings.from,
      to: settings.to,
      messageId: messageIdFor(request.id, settings.from),
    },
    request.receivedAt,
    content.message,
  );
  return {
    requestId: request.id,
    options: { envelope: { from: settings.from, to: settings.to }, raw },
  };
}
