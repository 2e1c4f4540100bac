/**
 * Everything under /api: the notify endpoints, the health check, and JSON error answers
 * `{ "message": "<German sentence>" }` for every failure in this scope (413, 415, malformed or
 * too deeply nested JSON, unknown API paths, unexpected errors). No answer may be cached
 * (`Cache-Control: no-store`, set for the whole /api path in build-server.ts, so unknown API
 * paths and malformed URLs are covered too). Encapsulated: the static site keeps its own handlers.
 */
import type { FastifyError, FastifyInstance } from "fastify";
import { describeError } from "#server/logging.ts";
import { formPostBodyLimit } from "./body-limit.ts";
import { isUtf8Form } from "./form-post.ts";
import { type HealthRouteOptions, healthRoute } from "./health-route.ts";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth.ts";
import { API_MESSAGES } from "./messages.ts";
import {
  answerFormRefusal,
  formTypeOfNotifyUrl,
  isFormPost,
  type NotifyRouteOptions,
  notifyRoutes,
} from "./notify-routes.ts";

/** Whether a URL belongs to the API (its answers are JSON and never cached). */
export function isApiPath(url: string): boolean {
  return /^\/api(?:[/?]|$)/.test(url);
}

export type ApiOptions = NotifyRouteOptions &
  HealthRouteOptions & {
    /** The JSON body limit; a form post's follows from it (body-limit.ts). */
    bodyLimitBytes: number;
  };

/** Fastify's body-parsing errors and the answer each gets. */
const PARSE_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: API_MESSAGES.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: API_MESSAGES.notJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: API_MESSAGES.malformedJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: API_MESSAGES.malformedJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: API_MESSAGES.badRequest },
  JSON_TOO_DEEP: { status: 400, message: API_MESSAGES.tooDeep },
  FORM_NOT_UTF8: { status: 400, message: API_MESSAGES.notUtf8Form },
};

export async function apiPlugin(app: FastifyInstance, options: ApiOptions) {
  // JSON only: without the text/plain parser every other content type is answered 415.
  app.removeContentTypeParser("text/plain");
  // Fastify's own JSON parser (with its prototype-poisoning checks), behind a depth check.
  const parseJson = app.getDefaultJsonParser("error", "error");
  // Each parser has its own body limit (a route's would override both).
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: options.bodyLimitBytes },
    (request, body, done) => {
      const text = body.toString();
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        return done(Object.assign(new Error("JSON nested too deep"), { code: "JSON_TOO_DEEP" }));
      }
      return parseJson(request, text, done);
    },
  );
  // A contact form the browser posts itself (issue 31): its fields, read by form-post.ts. Its
  // limit fits every request the JSON path accepts, percent-encoded (body-limit.ts).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: formPostBodyLimit(options.bodyLimitBytes) },
    (request, body, done) => {
      const text = body.toString();
      if (!isUtf8Form(text, request.headers["content-type"])) {
        return done(Object.assign(new Error("form not in UTF-8"), { code: "FORM_NOT_UTF8" }));
      }
      return done(null, new URLSearchParams(text));
    },
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = PARSE_ERRORS[error.code];
    const status = known?.status ?? error.statusCode ?? 500;
    // A form posted by the browser itself gets a page (e.g. a message far too long: 413).
    const answer = (code: number, message: string) =>
      isFormPost(request) && formTypeOfNotifyUrl(request.url)
        ? answerFormRefusal(options.formResults, request, reply, code, message)
        : reply.code(code).send({ message });
    if (status >= 500) {
      request.log.error({ error: describeError(error), outcome: "error" }, "request failed");
      return answer(500, API_MESSAGES.internal);
    }
    request.log.info({ error: describeError(error), outcome: "rejected" }, "request rejected");
    return answer(status, known?.message ?? API_MESSAGES.badRequest);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ message: API_MESSAGES.notFound }),
  );

  // Passing this plugin's own `prefix` on would repeat it; each child reads only its part.
  const { prefix: _prefix, ...parts } = options as ApiOptions & { prefix?: string };
  await app.register(notifyRoutes, parts);
  await app.register(healthRoute, parts);
}
