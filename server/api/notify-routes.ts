/**
 * POST /api/notify/ (general), /api/notify/psychotherapie, /api/notify/physiotherapie.
 *
 * The client's rate limit, then the intake of all clients (425, see rate-limit/admission.ts;
 * counted before the body is read, so a malformed request counts too) → JSON only (415) →
 * body limit (413) → parse (400, also for JSON nested too deep) → honeypot / suffix / schema
 * (400) → one transaction (503 if the store fails) → 201 { id } → the outbox is woken. A
 * repeated id with the same content is answered 201 again and stored once; the same id with
 * different content is answered 409. Spam (honeypot filled) is always answered 201 with the id
 * it sent, like a duplicate, even when that id is taken.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FORM_TYPES, type FormType, suffixFor } from "#contact/form-types.ts";
import { createRequestId } from "#contact/payload.ts";
import type { Clock } from "#server/clock.ts";
import { describeError } from "#server/logging.ts";
import type { Outbox } from "#server/mail/outbox.ts";
import type { RequestSealer } from "#server/mail/request-sealer.ts";
import { createAdmission } from "#server/rate-limit/admission.ts";
import { requestClientKey } from "#server/rate-limit/client-key.ts";
import type { IntakeLimit } from "#server/rate-limit/intake-limit.ts";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import { createRefusalLog } from "#server/rate-limit/refusal-log.ts";
import type { NewContactRequest, RequestRecords } from "#server/storage/request-store.ts";
import { API_MESSAGES, RATE_LIMITED_MESSAGE } from "./messages.ts";
import { readSubmission } from "./read-submission.ts";

export type NotifyRouteOptions = {
  store: Pick<RequestRecords, "save">;
  outbox: Outbox;
  rateLimiter: RateLimiter;
  intake: IntakeLimit;
  clock: Clock;
  /** Encrypts what is stored when MAIL_PGP_KEY_FILE is set. */
  sealer: RequestSealer;
  bodyLimitBytes: number;
};

/** Registers the three endpoints under the current prefix (`/api` → `/api/notify/…`). */
export async function notifyRoutes(app: FastifyInstance, options: NotifyRouteOptions) {
  const { store, outbox, clock, sealer } = options;
  const admission = createAdmission(options);

  const refusals = createRefusalLog(app.log.child({ component: "rate-limit" }));
  app.addHook("onClose", async () => refusals.stop());

  // Runs before the body is read, so a flood costs no parsing.
  async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
    const decision = admission.admit(requestClientKey(request), clock.now().getTime());
    if (decision.allowed) return;
    refusals.refused(decision);
    return reply
      .code(425)
      .header("retry-after", String(decision.retryAfterSeconds))
      .send({ message: RATE_LIMITED_MESSAGE });
  }

  const handlerFor = (formType: FormType) =>
    async function notify(request: FastifyRequest, reply: FastifyReply) {
      if (!isJsonContentType(request.headers["content-type"])) {
        return reply.code(415).send({ message: API_MESSAGES.notJson });
      }
      const submission = readSubmission(formType, request.body);
      if (submission.kind === "invalid") {
        request.log.info({ formType, outcome: "rejected", reason: submission.reason }, "invalid");
        return reply.code(400).send({ message: submission.message });
      }

      const isSpam = submission.kind === "spam";
      let record: NewContactRequest = {
        id: submission.id,
        formType,
        payload: submission.payload,
        isSpam,
        receivedAt: clock.now(),
      };
      let outcome: ReturnType<RequestRecords["save"]>;
      try {
        record = await sealer.seal(record);
        outcome = store.save(record);
        // A spam id taken by another request: store the spam under a fresh id and answer like a
        // duplicate (below), so a bot cannot tell its request was recognised.
        if (isSpam && outcome === "conflict") {
          // Spam is sealed without its row id, so the sealed copy stays valid.
          record = { ...record, id: createRequestId() };
          outcome = store.save(record);
        }
      } catch (error) {
        request.log.error(
          { requestId: record.id, outcome: "storage-failed", error: describeError(error) },
          "contact request not stored",
        );
        return reply
          .code(503)
          .header("retry-after", "60")
          .send({ message: API_MESSAGES.storageUnavailable });
      }

      const logged = { requestId: record.id, formType, spam: isSpam, outcome };
      if (outcome === "conflict") {
        request.log.info(logged, "request id taken by another request");
        return reply.code(409).send({ message: API_MESSAGES.idConflict });
      }
      if (outcome === "stored" && !isSpam) outbox.wake();
      request.log.info(logged, "contact request accepted");
      return reply.code(201).send({ id: submission.id });
    };

  for (const formType of FORM_TYPES) {
    const url = `/notify/${suffixFor(formType)}`;
    app.post(
      url,
      { onRequest: rateLimit, bodyLimit: options.bodyLimitBytes },
      handlerFor(formType),
    );
  }
  // The general endpoint also without its trailing slash.
  app.post(
    "/notify",
    { onRequest: rateLimit, bodyLimit: options.bodyLimitBytes },
    handlerFor("general"),
  );
}

function isJsonContentType(header: string | undefined): boolean {
  const mediaType = header?.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}
