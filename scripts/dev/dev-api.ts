/**
 * The notify API of the preview: the production server's own (server/build-server.ts) on a data
 * folder of its own, without a site (the preview renders the pages) and reached at the preview's
 * origin under /api. Mails always go into .eml files there, whatever SMTP_URL says; the rate and
 * intake limits are off, so trying the form again and again is never refused.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { FormType } from "#contact/form-types.ts";
import { readReplyTemplate } from "#content/reply.ts";
import { buildServer } from "#server/build-server.ts";
import { loadConfig } from "#server/config.ts";
import { renderedFormResultPages } from "#server/form-result-pages.ts";
import { mailFilesDir } from "#server/mail/mailer.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { DATABASE_FILE_NAME } from "#server/storage/sqlite-request-store.ts";

export type DevApi = {
  /** Answers a request under /api. */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** The SQLite file and the mail folder, for the start message. */
  databaseFile: string;
  mailDir: string;
  close(): Promise<void>;
};

/**
 * Starts the API on `dataDir`. `notSentPage` gives a form's not-sent page as the preview renders
 * it now (the answer to a form posted without script that was refused).
 */
export async function startDevApi(
  dataDir: string,
  notSentPage: (formType: FormType) => string,
): Promise<DevApi> {
  const config = loadConfig(
    { DATA_DIR: dataDir, RATE_LIMIT_WINDOWS: "off", INTAKE_LIMIT: "off", LOG_LEVEL: "error" },
    PROJECT_ROOT,
  );
  const app = await buildServer(config, {
    formResults: renderedFormResultPages(notSentPage),
    // Read at each request, so a saved edit shows in the next mail; while the file has a
    // mistake (the preview's pages say which), the reply link has the subject alone.
    replyTemplate: () => {
      try {
        return readReplyTemplate();
      } catch {
        return undefined;
      }
    },
  });
  await app.ready();
  app.backgroundJobs.start();
  return {
    handle: (request, response) => app.routing(request, response),
    databaseFile: join(config.dataDir, DATABASE_FILE_NAME),
    mailDir: mailFilesDir(config.dataDir),
    close: () => app.close(),
  };
}
