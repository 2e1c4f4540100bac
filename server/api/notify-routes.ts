/**
 * POST /api/notify/ (general), /api/notify/psychotherapie, /api/notify/physiotherapie, as JSON
 * from the wizard, or as a form the browser posts itself (issue 31, form-post.ts).
 *
 * The client's rate limit, then the intake of all clients (425, see rate-limit/admission.ts;
 * counted before the body is read, so a malformed request counts too) → JSON only (415) →
 * body limit (413, api-plugin.ts) → parse (400, also for JSON nested too deep) → honeypot / suffix / schema
 * (400) → one transaction (503 if the store fails) → 201 { id } → the outbox is woken. A
 * repeated id with the same content is answered 201 again and stored once; the same id with
 * different content is answered 409. Spam (honeypot filled) is always answered 201 with the id
 * it sent, like a duplicate, even when that id is taken.
 *
 * A form post takes the same way with the same limits (its body limit fits what JSON takes,
 * percent-encoded: body-limit.ts), and its answers are pages
 * (form-result-pages.ts): 303 to the form's success page where JSON gets 201, otherwise the
 * not-sent page with the §5 messages or the §8 sentence and the JSON path's status. Its request
 * id comes from what was posted (repeat-guard.ts), so a post sent twice is stored once. A form
 * posted from another site (`Sec-Fetch-Site: cross-site`) is refused (403).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FORM_TYPES, type FormType, formTypeForSuffix, suffixFor } from "#contact/form-types.ts";
import { createRequestId } from "#contact/payload.ts";
import type { Clock } from "#server/clock.ts";
import type { FormResultPages } from "#server/form-result-pages.ts";
import { describeError } from "#server/logging.ts";
import type { Outbox } from "#server/mail/outbox.ts";
import type { RequestSealer } from "#server/mail/request-sealer.ts";
import { createAdmission } from "#server/rate-limit/admission.ts";
import { requestClientKey } from "#server/rate-limit/client-key.ts";
import type { IntakeLimit } from "#server/rate-limit/intake-limit.ts";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import { createRefusalLog } from "#server/rate-limit/refusal-log.ts";
import type { NewContactRequest, RequestRecords } from "#server/storage/request-store.ts";
import { readFormPost } from "./form-post.ts";
import { API_MESSAGES, RATE_LIMITED_MESSAGE } from "./messages.ts";
import { readSubmission, type Submission } from "./read-submission.ts";
import { createRepeatGuard } from "./repeat-guard.ts";

export type NotifyRouteOptions = {
  store: Pick<RequestRecords, "save">;
  outbox: Outbox;
  rateLimiter: RateLimiter;
  intake: IntakeLimit;
  clock: Clock;
  /** Encrypts what is stored when MAIL_PGP_KEY_FILE is set. */
  sealer: RequestSealer;
  /** How a form posted without the wizard's script is answered. */
  formResults: FormResultPages;
};

/** Whether the request is a form the browser posts itself (not the wizard's JSON). */
export function isFormPost(request: FastifyRequest): boolean {
  return mediaTypeOf(request.headers["content-type"]) === "application/x-www-form-urlencoded";
}

/** The form a notify URL belongs to ("/api/notify/…"), if it is one. */
export function formTypeOfNotifyUrl(url: string): FormType | undefined {
  const path = url.split("?")[0] ?? "";
  if (path === "/api/notify") return "general";
  const suffix = /^\/api\/notify\/([^/]*)$/.exec(path)?.[1];
  return suffix === undefined ? undefined : formTypeForSuffix(suffix);
}

/**
 * A refused form post's page with the API's sentence (the §8 one for 425), without the banner's
 * 'Fehler: ': the page says already that the request was not sent.
 */
export function answerFormRefusal(
  formResults: FormResultPages,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
): FastifyReply {
  const formType = formTypeOfNotifyUrl(request.url) ?? "general";
  return formResults.notSent(request, reply, formType, status, [{ message }]);
}

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
    reply.header("retry-after", String(decision.retryAfterSeconds));
    if (isFormPost(request)) {
      return answerFormRefusal(options.formResults, request, reply, 425, RATE_LIMITED_MESSAGE);
    }
    return reply.code(425).send({ message: RATE_LIMITED_MESSAGE });
  }

  type Accepted = { status: 201; id: string } | { status: 409 | 503; message: string };

  /** Seals, stores and wakes the outbox: the one way of a readable request, JSON or form. */
  async function accept(
    request: FastifyRequest,
    reply: FastifyReply,
    formType: FormType,
    submission: Exclude<Submission, { kind: "invalid" }>,
  ): Promise<Accepted> {
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
      reply.header("retry-after", "60");
      return { status: 503, message: API_MESSAGES.storageUnavailable };
    }

    const logged = { requestId: record.id, formType, spam: isSpam, outcome };
    if (outcome === "conflict") {
      request.log.info(logged, "request id taken by another request");
      return { status: 409, message: API_MESSAGES.idConflict };
    }
    if (outcome === "stored" && !isSpam) outbox.wake();
    request.log.info(logged, "contact request accepted");
    return { status: 201, id: submission.id };
  }

  const repeats = createRepeatGuard({ clock });

  async function notifyByForm(request: FastifyRequest, reply: FastifyReply, formType: FormType) {
    // The route knows its form (answerFormRefusal, for the hooks before it, reads it from the URL).
    const refuse = (status: number, message: string) =>
      options.formResults.notSent(request, reply, formType, status, [{ message }]);
    if (request.headers["sec-fetch-site"] === "cross-site") {
      request.log.info({ formType, outcome: "rejected", reason: "cross-site" }, "invalid");
      return refuse(403, API_MESSAGES.crossSite);
    }
    const fields = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const post = readFormPost(formType, fields, repeats.idFor);
    if (post.kind === "problems" || post.kind === "invalid") {
      const reason = post.kind === "invalid" ? post.reason : "fields";
      request.log.info({ formType, outcome: "rejected", reason }, "invalid");
      return post.kind === "problems"
        ? options.formResults.notSent(request, reply, formType, 400, post.problems)
        : refuse(400, post.message);
    }
    const accepted = await accept(request, reply, formType, post);
    if (accepted.status !== 201) return refuse(accepted.status, accepted.message);
    return options.formResults.sent(reply, formType);
  }

  const handlerFor = (formType: FormType) =>
    async function notify(request: FastifyRequest, reply: FastifyReply) {
      if (isFormPost(request)) return notifyByForm(request, reply, formType);
      if (mediaTypeOf(request.headers["content-type"]) !== "application/json") {
        return reply.code(415).send({ message: API_MESSAGES.notJson });
      }
      const submission = readSubmission(formType, request.body);
      if (submission.kind === "invalid") {
        request.log.info({ formType, outcome: "rejected", reason: submission.reason }, "invalid");
        return reply.code(400).send({ message: submission.message });
      }
      const accepted = await accept(request, reply, formType, submission);
      if (accepted.status !== 201) {
        return reply.code(accepted.status).send({ message: accepted.message });
      }
      return reply.code(201).send({ id: accepted.id });
    };

  for (const formType of FORM_TYPES) {
    const url = `/notify/${suffixFor(formType)}`;
    app.post(url, { onRequest: rateLimit }, handlerFor(formType));
  }
  // The general endpoint also without its trailing slash.
  app.post("/notify", { onRequest: rateLimit }, handlerFor("general"));
}

function mediaTypeOf(header: string | undefined): string | undefined {
  return header?.split(";")[0]?.trim().toLowerCase();
}
