/**
 * Answers to what goes wrong before Fastify has a whole request: Node's `clientError`, emitted
 * for a header section or body that did not arrive within its deadline (408, see timeouts.ts),
 * a header section too large (431) and anything the HTTP parser refuses (400). Fastify's own
 * answers to these are English; these are the API's German JSON, with the headers every answer
 * carries, written straight to the socket, which then closes.
 */
import { type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { API_MESSAGES } from "./api/messages.ts";
import { contentSecurityPolicy, SECURITY_HEADERS } from "./security-headers.ts";

type Answer = { status: number; message: string };

const ANSWERS: Record<string, Answer> = {
  // Both the headers and the request deadline end up here.
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: API_MESSAGES.tooSlow },
  HPE_HEADER_OVERFLOW: { status: 431, message: API_MESSAGES.tooLarge },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: API_MESSAGES.tooLarge },
};
const OTHER: Answer = { status: 400, message: API_MESSAGES.badRequest };

/** The response each connection wrote last, to tell whether the client already has its answer. */
const lastResponses = new WeakMap<Socket, ServerResponse>();

/** The open connections of each watched server. */
const openSockets = new WeakMap<Server, Set<Socket>>();

/** Follows the connections and responses of `server` (call once per server). */
export function watchResponses(server: Server): void {
  const sockets = new Set<Socket>();
  openSockets.set(server, sockets);
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    lastResponses.set(request.socket, response);
  });
}

/**
 * At a stop: closes every connection with no request under way, and every other one as soon as
 * its answer is out. A browser's preconnected socket that never sent a request (or a header
 * section still arriving) would otherwise hold the stop until the grace ends; Node's own idle
 * check only knows connections that finished a request. A request under way keeps its
 * connection for the grace; its answer may have passed the `connection: close` of the stop
 * before the stop began (a file streamed slowly), so the connection ends with the answer instead
 * of staying open for the keep-alive timeout (seen once in the browser tests: a favicon answered
 * as the stop began kept the server from exiting for 10 s).
 */
export function closeConnectionsAtStop(server: Server): void {
  for (const socket of openSockets.get(server) ?? []) {
    const response = lastResponses.get(socket);
    if (!response || response.writableFinished) socket.destroy();
    else response.once("finish", () => socket.end());
  }
}

/** Fastify's `clientErrorHandler`. */
export function answerClientError(
  error: Error & { code?: string },
  socket: Socket,
  log: FastifyBaseLogger,
): void {
  // The client went away: nobody to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const answer = (error.code && ANSWERS[error.code]) || OTHER;
  // Debug only: a flood of slow connections must not become a flood of log lines.
  log.debug({ outcome: "client-error", code: error.code, status: answer.status }, "client error");
  if (!socket.writable || answerUnderway(socket)) {
    socket.destroy();
    return;
  }
  socket.end(rawAnswer(answer), () => socket.destroy());
}

/**
 * Whether an answer to this connection's request has begun, e.g. a 413 or 425 sent before the
 * body arrived: another status line in the middle of it (or after it) would be garbage.
 */
function answerUnderway(socket: Socket): boolean {
  const response = lastResponses.get(socket);
  if (!response?.headersSent) return false;
  return !response.writableFinished || !response.req.complete;
}

function rawAnswer({ status, message }: Answer): string {
  const body = JSON.stringify({ message });
  const headers: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    connection: "close",
    ...SECURITY_HEADERS,
    "content-security-policy": contentSecurityPolicy([]),
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}
