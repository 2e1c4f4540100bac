/**
 * A client on a raw TCP socket (node:net) that sends a request's first bytes, then one byte at a
 * time, as a slow or hostile client does; collects what the server answers until it closes.
 */
import { connect } from "node:net";

export type SlowClient = {
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<string>;
  /** What the server sent so far. */
  received(): string;
  /** Stops sending and closes the connection from this side. */
  destroy(): void;
};

export type RawAnswer = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Every status line in the text: two would mean an answer was followed by another. */
  statusLines: string[];
};

/** Sends `head` at once, then a byte of `trickle` (repeated) every `intervalMs`. */
export function slowClient(
  port: number,
  head: string,
  options: { trickle?: string; intervalMs?: number } = {},
): SlowClient {
  const socket = connect({ port, host: "127.0.0.1" });
  const trickle = options.trickle ?? "x";
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    received += chunk;
  });
  // The server closing the connection while this writes is the expected end.
  socket.on("error", () => {});
  socket.once("connect", () => {
    socket.write(head);
    timer = setInterval(() => {
      if (socket.writable) socket.write(trickle[sent++ % trickle.length] ?? "x");
    }, options.intervalMs ?? 50);
  });
  const closed = new Promise<string>((resolve) => {
    socket.once("close", () => {
      clearInterval(timer);
      resolve(received);
    });
  });
  return {
    closed,
    received: () => received,
    destroy() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** Splits a raw HTTP answer into status, headers (lower-case names) and body. */
export function parseRawAnswer(text: string): RawAnswer {
  const [head = "", ...rest] = text.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(" ")[1]),
    headers,
    body: rest.join("\r\n\r\n"),
    statusLines: text.match(/HTTP\/1\.1 \d{3}/g) ?? [],
  };
}
