import { describe, expect, it } from "vitest";
import { PSYCHOTHERAPIE_METHOD_SLUGS } from "#content/page-slugs.ts";
import { psychotherapieMethoden } from "#content/pages/psychotherapie-methoden.ts";
import { expectContentPage, h1, plain, renderPage, stepsAfter } from "#test-support/pages.tsx";

describe("Method pages", () => {
  it.each(PSYCHOTHERAPIE_METHOD_SLUGS)(
    "/psychotherapie/%s ends with 'Jetzt Termin anfragen'",
    (slug) => {
      const page = psychotherapieMethoden[slug];
      expectContentPage(`/psychotherapie/${slug}`, page, {
        title: page.contactPanel.title,
        action: "Jetzt Termin anfragen",
        contact: "/psychotherapie/kontakt",
      });
    },
  );

  it("EMDR shows its eight phases as a numbered list", () => {
    renderPage("/psychotherapie/emdr");
    const section = psychotherapieMethoden.emdr.sections.find((s) => s.steps !== undefined);
    const phases = section?.steps ?? [];
    expect(phases).toHaveLength(8);
    expect(stepsAfter(section?.heading ?? "").map(plain)).toEqual(
      phases.map((phase) => plain(phase.title)),
    );
  });

  it("Systemische Therapie is served under systematische-therapie", () => {
    renderPage("/psychotherapie/systematische-therapie");
    expect(h1()).toHaveTextContent(plain(psychotherapieMethoden["systematische-therapie"].heading));
  });
});
