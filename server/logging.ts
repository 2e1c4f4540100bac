/**
 * Logging without personal data: requests are logged as method, path and status only (no
 * query string, no IP address, no headers, never a body); errors as name and code. Code that
 * logs an outcome passes request ids and outcome words, nothing a visitor typed.
 */
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";

/** pino's levels, most severe first (the order LOG_LEVEL's message lists them in). */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Log = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

/** A logger that drops everything (tests, the operator CLI). */
export const silentLog: Log = {
  info: () => {},
  warn: () => {},
  error: () => {},
};

type LogDestination = { write(line: string): void };

/**
 * Fastify's `logger` option. `destination` defaults to stdout, written synchronously (as Node
 * writes to a pipe or file on Linux): pino's own default writes asynchronously, and at a quick
 * exit the lines still in flight landed after the ones written at the exit, so the journal
 * showed "stopped" before what happened during the stop (seen under load in shutdown.test.ts).
 */
export function loggerOptions(
  level: LogLevel,
  destination?: LogDestination,
): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level,
    stream: destination ?? process.stdout,
    serializers: {
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        path: pathOnly(request.url),
      }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
      // Fastify's type wants message and stack; leaving them out is the point.
      err: describeError as never,
    },
  };
}

/**
 * One line per request (method, path, status, time) instead of Fastify's two, and none for a
 * rate-limited one: the limiter logs a flood once per client and period, plus a periodic count.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request) || reply.statusCode === 425) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

function pathOnly(url: string | undefined): string | undefined {
  return url?.split("?")[0];
}

/** An error reduced to what is safe to log: its kind and codes, not its message. */
export function describeError(error: unknown): Record<string, unknown> {
  // Duck-typed: errors from node:sqlite may come from another realm than this module's Error.
  if (typeof error !== "object" || error === null || !("message" in error)) {
    return { type: typeof error };
  }
  const details = error as Error & {
    code?: unknown;
    statusCode?: unknown;
    responseCode?: unknown;
    errstr?: unknown;
  };
  return {
    type: details.name,
    ...(details.code !== undefined ? { code: details.code } : {}),
    ...(details.statusCode !== undefined ? { statusCode: details.statusCode } : {}),
    ...(details.responseCode !== undefined ? { responseCode: details.responseCode } : {}),
    // SQLite's generic text for its error code, e.g. "database is locked".
    ...(typeof details.errstr === "string" ? { sqlite: details.errstr } : {}),
  };
}

const LEVEL_ORDER: readonly LogLevel[] = [
  "trace",
  "debug",
  "info",
  "warn",
  "error",
  "fatal",
  "silent",
];

/** The more severe of two levels, e.g. for a route that should log less than the app. */
export function atLeastLevel(current: string, minimum: LogLevel): LogLevel {
  const known = LEVEL_ORDER.find((level) => level === current);
  return known && LEVEL_ORDER.indexOf(known) > LEVEL_ORDER.indexOf(minimum) ? known : minimum;
}
