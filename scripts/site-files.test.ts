import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPLY_PLACEHOLDERS } from "#content/sources/reply.ts";
import { replyValues } from "#server/mail/reply-link.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { readSiteManifest, siteManifestFile } from "#server/site-manifest.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { writeSiteManifest } from "./site-files.ts";

describe("site.json", () => {
  it("carries the practice's reply, its facts filled in, the server fills what is left", async () => {
    const temp = makeTempDir("site-files-");
    try {
      const client = join(temp.path, "client");
      mkdirSync(client);
      await writeSiteManifest(client, ["/home"]);
      const { reply, pages } = readSiteManifest(siteManifestFile(client));
      expect(pages).toEqual(["/home"]);
      if (!reply) throw new Error("no reply in site.json");
      const filled = replyValues({
        firstName: "Erika",
        lastName: "Muster",
        requestId: "abc",
        receivedAt: new Date(),
      });
      expect(Object.keys(filled).sort()).toEqual([...REPLY_PLACEHOLDERS].sort());
      const left = [...`${reply.subject}\n${reply.body}`.matchAll(/\{([^{}\s]+)\}/g)].map(
        (match) => match[1] ?? "",
      );
      expect(left.filter((name) => !Object.hasOwn(filled, name))).toEqual([]);
    } finally {
      temp.remove();
    }
  });

  it("records the commit the build was made from: this checkout's, or the one given, or none", async () => {
    const temp = makeTempDir("site-files-");
    try {
      const client = join(temp.path, "client");
      mkdirSync(client);
      await writeSiteManifest(client, ["/home"]);
      const head = execFileSync("git", ["rev-parse", "HEAD"], {
        cwd: PROJECT_ROOT,
        encoding: "utf8",
      });
      expect(readSiteManifest(siteManifestFile(client)).commit?.id).toBe(head.trim());

      const given = { id: "89abcdef0123456789abcdef0123456789abcdef", dirty: true };
      await writeSiteManifest(client, ["/home"], given);
      expect(readSiteManifest(siteManifestFile(client)).commit).toEqual(given);

      await writeSiteManifest(client, ["/home"], null);
      expect(readSiteManifest(siteManifestFile(client))).not.toHaveProperty("commit");
    } finally {
      temp.remove();
    }
  });
});
