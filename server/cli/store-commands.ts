/**
 * The commands that read or erase requests through the store: list, show, export, purge,
 * expire. The store waits for the running server's short writes instead of failing at once.
 */
import { systemClock } from "#server/clock.ts";
import type { Config } from "#server/config.ts";
import { readSiteManifest, siteManifestFile } from "#server/site-manifest.ts";
import { openSqliteRequestStore } from "#server/storage/sqlite-request-store.ts";
import { safeJson } from "#server/text/visible-text.ts";
import type { StoreInvocation } from "./arguments.ts";
import { type CliIo, fail, visible } from "./cli-io.ts";
import { purgeCommand } from "./purge-command.ts";
import { exportRecord, listText, showText } from "./request-text.ts";

/** The practice's reply from the build the server serves, as the mail has it; none without. */
function servedReply(siteDir: string) {
  try {
    return readSiteManifest(siteManifestFile(siteDir)).reply;
  } catch {
    return undefined;
  }
}

export async function runStoreCommand(
  invocation: StoreInvocation,
  config: Config,
  busyTimeoutMs: number,
  io: CliIo,
): Promise<number> {
  const store = openSqliteRequestStore(config.dataDir, {
    busyTimeoutMs,
    erasureWaitMs: io.erasureWaitMs,
  });
  try {
    switch (invocation.command) {
      case "list":
        io.out(listText(store.list()));
        return 0;
      case "show": {
        const request = store.get(invocation.id);
        if (!request) return fail(io, `No request with id "${visible(invocation.id)}".`);
        io.out(showText(request, { ...config.mail, reply: servedReply(config.siteDir) }));
        return 0;
      }
      case "export": {
        const rows = store.list().map(exportRecord);
        io.out(
          invocation.array
            ? `${safeJson(rows, 2)}\n`
            : rows.map((row) => `${safeJson(row)}\n`).join(""),
        );
        return 0;
      }
      case "purge":
      case "expire":
        return await purgeCommand(
          invocation,
          store,
          { ...config, clock: io.clock ?? systemClock },
          io,
        );
    }
  } finally {
    store.close();
  }
}
