/** The build's link check names where the practice wrote a link that leads nowhere. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR } from "#content/files/content-dir.ts";
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
});
