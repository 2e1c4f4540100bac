import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FaqEntry } from "#content/pages/faq.ts";
import { FaqAccordion } from "./faq-accordion.tsx";

const entries: FaqEntry[] = [
  {
    id: "eins",
    category: "",
    question: "Wie nehme ich Kontakt auf?",
    answer: '<p>Über das <a href="/ziel">Kontaktformular</a>, <strong>jederzeit</strong>.</p>',
  },
  { id: "zwei", category: "Kosten", question: "Was kostet das?", answer: "<p>Das Honorar.</p>" },
  {
    id: "drei",
    category: "Ablauf",
    question: "Wie lange dauert es?",
    answer: "<p>Unterschiedlich.</p>",
  },
];

/** Rendered without a router: the accordion needs none, in the build or in the browser. */
function renderAccordion(headingLevel: 2 | 3 = 2) {
  return render(<FaqAccordion entries={entries} headingLevel={headingLevel} />);
}

const entryOf = (question: string) =>
  screen.getByRole("heading", { name: question }).closest("details") as HTMLDetailsElement;

describe("FaqAccordion", () => {
  it("renders each entry as a closed <details> whose <summary> holds the question heading", () => {
    renderAccordion();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(entries.length);
    for (const entry of entries) {
      const details = entryOf(entry.question);
      expect(details).not.toBeNull();
      expect(details.open).toBe(false);
      const summary = details.querySelector(":scope > summary");
      expect(summary?.querySelector("h2")).toHaveTextContent(entry.question);
      // The answer is the details' content, not a second control or a hidden attribute.
      expect(details.querySelector(":scope > .faq__answer")).not.toHaveAttribute("hidden");
    }
  });

  it("gives every entry the same name, so the browser keeps one open at a time", () => {
    const { container } = renderAccordion();
    const names = [...container.querySelectorAll("details")].map((details) =>
      details.getAttribute("name"),
    );
    expect(names).toHaveLength(entries.length);
    expect(new Set(names)).toEqual(new Set(["faq"]));
  });

  it("uses the heading level it is given", () => {
    renderAccordion(3);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(entries.length);
    expect(screen.queryAllByRole("heading", { level: 2 })).toHaveLength(0);
  });

  it("renders the answer's HTML inside its entry", () => {
    renderAccordion();
    const answer = entryOf("Wie nehme ich Kontakt auf?").querySelector(
      ".faq__answer",
    ) as HTMLElement;
    expect(within(answer).getByText("jederzeit").tagName).toBe("STRONG");
    expect(within(answer).getByRole("link", { name: "Kontaktformular" })).toHaveAttribute(
      "href",
      "/ziel",
    );
  });

  it("leaves a click on a link in an answer to the browser", async () => {
    const user = userEvent.setup();
    renderAccordion();
    entryOf("Wie nehme ich Kontakt auf?").open = true;
    let prevented: boolean | undefined;
    const link = screen.getByRole("link", { name: "Kontaktformular" });
    // Seen last, after every listener of the page: nothing of ours took the click over.
    window.addEventListener(
      "click",
      (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    await user.click(link);
    expect(prevented).toBe(false);
  });
});
