import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { FaqEntry } from "#content/faq.ts";
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

function Target() {
  return <h1>Zielseite</h1>;
}

const Accordions = {
  2: () => <FaqAccordion entries={entries} headingLevel={2} />,
  3: () => <FaqAccordion entries={entries} headingLevel={3} />,
};

function renderAccordion(headingLevel: 2 | 3 = 2) {
  const Stub = createRoutesStub([
    { path: "/faq", Component: Accordions[headingLevel] },
    { path: "/ziel", Component: Target },
  ]);
  return render(<Stub initialEntries={["/faq"]} />);
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

  it("follows an internal link in an answer inside the app", async () => {
    const user = userEvent.setup();
    renderAccordion();
    entryOf("Wie nehme ich Kontakt auf?").open = true;
    await user.click(screen.getByRole("link", { name: "Kontaktformular" }));
    expect(await screen.findByRole("heading", { name: "Zielseite" })).toBeInTheDocument();
  });
});
