/**
 * The connections at a stop (closeConnectionsAtStop): one whose answer is under way keeps it and
 * ends with it, even when the answer is kept alive. (One without a request goes at once: the
 * process tests of a stop, shutdown.test.ts and slow-clients.test.ts.)
 */
import { Agent, createServer, get, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeConnectionsAtStop, watchResponses } from "./client-errors.ts";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose answers wait until the test ends them. */
async function slowServer() {
  let answered: (response: ServerResponse) => void = () => {};
  const underway = new Promise<ServerResponse>((resolve) => {
    answered = resolve;
  });
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/plain" });
    response.write("first part, ");
    answered(response);
  });
  servers.push(server);
  watchResponses(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port, underway };
}

describe("closeConnectionsAtStop", () => {
  it("ends a kept-alive connection once its answer is out, the whole answer delivered", async () => {
    const { server, port, underway } = await slowServer();
    const agent = new Agent({ keepAlive: true });
    const body = new Promise<{ text: string; closed: Promise<void> }>((resolve, reject) => {
      get({ host: "127.0.0.1", port, path: "/", agent }, (response) => {
        let text = "";
        const closed = new Promise<void>((done) => response.socket.once("close", () => done()));
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => resolve({ text, closed }));
      }).on("error", reject);
    });
    const response = await underway;

    closeConnectionsAtStop(server);
    response.end("last part");

    const { text, closed } = await body;
    expect(text).toBe("first part, last part");
    // Without the stop, the agent would keep this socket for the next request.
    await closed;
    agent.destroy();
  });
});
