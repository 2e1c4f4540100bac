import { describe, expect, it } from "vitest";
import { PSYCHOTHERAPIE_METHOD_SLUGS } from "#content/page-slugs.ts";
import { psychotherapieMethoden } from "#content/pages/psychotherapie-methoden.ts";
import {
  expectContactPanel,
  expectHeadingOutline,
  h1,
  headAt,
  metaContent,
  plain,
  renderPage,
  stepsAfter,
} from "#test-support/pages.tsx";

describe("Method pages", () => {
  it.each(PSYCHOTHERAPIE_METHOD_SLUGS)(
    "/psychotherapie/%s ends with 'Jetzt Termin anfragen'",
    (slug) => {
      const path = `/psychotherapie/${slug}`;
      const { container } = renderPage(path);
      const page = psychotherapieMethoden[slug];
      expect(h1()).toHaveTextContent(plain(page.heading));
      const panel = expectContactPanel(
        page.contactPanel.title,
        "Jetzt Termin anfragen",
        "/psychotherapie/kontakt",
      );
      expect(container.querySelector(".page-content")?.lastElementChild).toBe(panel);
      expect(metaContent(headAt(path), "description")).toBe(page.meta.description);
      expectHeadingOutline(container);
    },
  );

  it("EMDR shows its eight phases as a numbered list", () => {
    renderPage("/psychotherapie/emdr");
    expect(stepsAfter("Die acht Phasen der EMDR-Behandlung")).toEqual([
      "Anamnese",
      "Vorbereitung",
      "Bewertung",
      "Desensibilisierung",
      "Verankerung",
      "Körpertest",
      "Abschluss",
      "Neubewertung",
    ]);
  });

  it("Systemische Therapie is served under systematische-therapie", () => {
    renderPage("/psychotherapie/systematische-therapie");
    expect(h1()).toHaveTextContent("Systemische Therapie");
  });
});
