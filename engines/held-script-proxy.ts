/**
 * A loopback proxy in front of the test server that holds back the contact form's React code
 * (contact-hydrate-*.js) until the test releases it: the page as a visitor on a slow connection
 * has it, prerendered and typed into before the script has run. Neither W3C WebDriver (WebKit)
 * nor every engine can hold a request itself; a proxy works the same for each.
 */
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

const HELD = /\/assets\/contact-hydrate-[^/]+\.js$/;

export interface HeldScriptProxy {
  /** The proxy's origin: open the pages here. */
  origin: string;
  /** Resolves once the page has asked for the held script. */
  requested: Promise<void>;
  release(): void;
  close(): Promise<void>;
}

export async function holdFormCodeAtProxy(upstream: string): Promise<HeldScriptProxy> {
  const target = new URL(upstream);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requestedNow = () => {};
  const requested = new Promise<void>((resolve) => {
    requestedNow = resolve;
  });
  const server = createServer(async (incoming, outgoing) => {
    if (HELD.test(incoming.url ?? "")) {
      requestedNow();
      await released;
    }
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requested,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
