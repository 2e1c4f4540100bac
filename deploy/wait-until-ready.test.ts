import { spawn } from "node:child_process";
import { createServer as createHttpServer } from "node:http";
import { type AddressInfo, createServer as createTcpServer } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "#test-support/server/free-port.ts";
import { spawnScript } from "#test-support/server/server-process.ts";
import { waitFor } from "#test-support/server/wait.ts";

describe("deploy/wait-until-ready.ts", () => {
  it("keeps waiting while nothing answers, and ends once the server answers, whatever its status", async () => {
    // First a port that takes connections and drops them: nothing answers yet.
    let attempts = 0;
    const dropping = createTcpServer((socket) => {
      attempts += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => dropping.listen(0, "127.0.0.1", resolve));
    const { port } = dropping.address() as AddressInfo;
    const waiting = spawnScript("deploy/wait-until-ready.ts", [], {
      HOST: "127.0.0.1",
      PORT: String(port),
    });
    let exitCode: number | string | undefined;
    void waiting.exited.then((code) => {
      exitCode = code;
    });
    await waitFor("a third attempt", () => attempts >= 3, { timeoutMs: 15_000 });
    expect(exitCode).toBeUndefined();
    await new Promise((resolve) => dropping.close(resolve));

    // Then the server, degraded (503): it is up, so the wait ends.
    const server = createHttpServer((_request, response) => response.writeHead(503).end("{}"));
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    try {
      expect(await waiting.exited).toBe(0);
      expect(waiting.stderr()).toBe("");
    } finally {
      server.close();
    }
  });

  it("fails at once when the server's process (MAINPID) stops before it answers", async () => {
    const port = await freePort();
    // A process that has already ended, as a server that refused its settings.
    const ended = spawn("true");
    await new Promise((resolve) => ended.once("exit", resolve));
    const waiting = spawnScript("deploy/wait-until-ready.ts", [], {
      HOST: "127.0.0.1",
      PORT: String(port),
      MAINPID: String(ended.pid),
    });
    expect(await waiting.exited).toBe(1);
    expect(waiting.stderr()).toBe(
      "The server stopped while starting: see journalctl -u praxis-web.\n",
    );
  });
});
