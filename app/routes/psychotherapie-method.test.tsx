import { describe, expect, it } from "vitest";
import { PSYCHOTHERAPIE_METHOD_SLUGS } from "#content/page-slugs.ts";
import { psychotherapieMethoden } from "#content/pages/psychotherapie-methoden.ts";
import PsychotherapieMethod, {
  loader as methodLoader,
  meta as methodMeta,
} from "./psychotherapie-method.tsx";
import {
  expectContactPanel,
  expectHeadingOutline,
  h1,
  metaAt,
  metaContent,
  plain,
  renderRoute,
  stepsAfter,
} from "./test-support.tsx";

describe("Method pages", () => {
  it.each(PSYCHOTHERAPIE_METHOD_SLUGS)(
    "/psychotherapie/%s ends with 'Jetzt Termin anfragen'",
    (slug) => {
      const path = `/psychotherapie/${slug}`;
      const { container } = renderRoute(PsychotherapieMethod, path, path, methodLoader);
      const page = psychotherapieMethoden[slug];
      expect(h1()).toHaveTextContent(plain(page.heading));
      const panel = expectContactPanel(
        page.contactPanel.title,
        "Jetzt Termin anfragen",
        "/psychotherapie/kontakt",
      );
      expect(container.querySelector(".page-content")?.lastElementChild).toBe(panel);
      expect(metaContent(metaAt(methodMeta, path, {}, methodLoader), "description")).toBe(
        page.meta.description,
      );
      expectHeadingOutline(container);
    },
  );

  it("EMDR shows its eight phases as a numbered list", () => {
    renderRoute(PsychotherapieMethod, "/psychotherapie/emdr", "/psychotherapie/emdr", methodLoader);
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
    renderRoute(
      PsychotherapieMethod,
      "/psychotherapie/systematische-therapie",
      "/psychotherapie/systematische-therapie",
      methodLoader,
    );
    expect(h1()).toHaveTextContent("Systemische Therapie");
  });
});
