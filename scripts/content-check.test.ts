/** The build's link check names where the practice wrote a link that leads nowhere. */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTENT_DIR } from "#content/files/content-dir.ts";
import { makeTempDir } from "#test-support/server/temp-dir.ts";
import { brokenLinkProblems } from "./content-check.ts";

const page = (...hrefs: string[]) => ({
  path: "/seite",
  html: hrefs.map((href) => `<a class="x" href="${href}">Link</a>`).join(""),
});

describe("brokenLinkProblems", () => {
  it("names every line of the content files that writes a link to a page that does not exist", () => {
    const target = "/psychotherapie/leistungen/angststoerungen";
    const problems = brokenLinkProblems(
      [page(target)],
      ["/psychotherapie/leistungen/angststorungen", "/home"],
    );
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem.message).toBe(
        "Der Link auf „/psychotherapie/leistungen/angststoerungen“ führt zu keiner Seite der Website. Meinten Sie „/psychotherapie/leistungen/angststorungen“?",
      );
      const file = problem.file.replace(/^content\//, "");
      const line = readFileSync(join(CONTENT_DIR, file), "utf8").split("\n")[
        (problem.line ?? 0) - 1
      ];
      expect(line).toContain(target);
    }
  });

  it("accepts pages, their aliases and anchors, and stops on a link that no content file writes", () => {
    const pages = ["/home", "/sportphysiotherapie/faq"];
    expect(
      brokenLinkProblems([page("/home#oben", "/", "/physiotherapie/faq", "/home/")], pages),
    ).toEqual([]);
    expect(() => brokenLinkProblems([page("/nirgendwo-im-inhalt")], pages)).toThrow(
      "A page links to /nirgendwo-im-inhalt",
    );
  });

  describe("in a copy of the content with two links broken", () => {
    let temp: ReturnType<typeof makeTempDir>;
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
      temp.remove();
    });

    /** Replaces `from` by `to` in the copy's `file`; the line it is on, counted from 1. */
    const breakLink = (file: string, from: string, to: string) => {
      const path = join(temp.path, "content", file);
      const text = readFileSync(path, "utf8");
      const at = text.indexOf(from);
      expect(at, `${file} no longer writes ${from}`).toBeGreaterThanOrEqual(0);
      writeFileSync(path, text.slice(0, at) + to + text.slice(at + from.length));
      return text.slice(0, at).split("\n").length;
    };

    it("names the Markdown link and the YAML field at their file and line", async () => {
      temp = makeTempDir("content-check-");
      cpSync(CONTENT_DIR, join(temp.path, "content"), { recursive: true });
      const inMarkdown = breakLink(
        "seiten/psychotherapie/emdr.md",
        "](/psychotherapie/leistungen/emdr-traumatherapie)",
        "](/kaputt-im-text)",
      );
      const inYaml = breakLink(
        "seiten/nach-dem-senden.yaml",
        "ziel: /home",
        "ziel: /kaputt-im-feld",
      );
      vi.stubEnv("CONTENT_DIR", join(temp.path, "content"));
      vi.resetModules();
      const copied = await import("./content-check.ts");

      expect(
        copied.brokenLinkProblems([page("/kaputt-im-text", "/kaputt-im-feld")], ["/home"]),
      ).toEqual([
        {
          file: "content/seiten/psychotherapie/emdr.md",
          line: inMarkdown,
          message: "Der Link auf „/kaputt-im-text“ führt zu keiner Seite der Website.",
        },
        {
          file: "content/seiten/nach-dem-senden.yaml",
          line: inYaml,
          message: "Der Link auf „/kaputt-im-feld“ führt zu keiner Seite der Website.",
        },
      ]);
    });
  });
});
