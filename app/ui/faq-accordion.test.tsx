import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { FaqEntry } from "../../content/faq.ts";
import { FaqAccordion, useSingleOpen } from "./faq-accordion.tsx";

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

function Accordion() {
  const [openId, toggle] = useSingleOpen();
  return <FaqAccordion entries={entries} headingLevel={2} openId={openId} onToggle={toggle} />;
}

function Target() {
  return <h1>Zielseite</h1>;
}

function renderAccordion() {
  const Stub = createRoutesStub([
    { path: "/faq", Component: Accordion },
    { path: "/ziel", Component: Target },
  ]);
  return render(<Stub initialEntries={["/faq"]} />);
}

const question = (name: string) => screen.getByRole("button", { name });
const answerOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;

describe("FaqAccordion", () => {
  it("renders each question as a button in a heading, controlling its closed answer", () => {
    renderAccordion();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    for (const entry of entries) {
      const button = question(entry.question);
      expect(button.closest("h2")).not.toBeNull();
      expect(button).toHaveAttribute("aria-expanded", "false");
      const answer = answerOf(button);
      expect(answer).not.toBeNull();
      expect(answer).not.toBeVisible();
      expect(answer).toHaveAttribute("aria-labelledby", button.id);
    }
  });

  it("opens an answer on click, as a region named by its question, with the answer's HTML", async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.click(question("Wie nehme ich Kontakt auf?"));
    expect(question("Wie nehme ich Kontakt auf?")).toHaveAttribute("aria-expanded", "true");
    const region = screen.getByRole("region", { name: "Wie nehme ich Kontakt auf?" });
    expect(region).toBeVisible();
    expect(within(region).getByText("jederzeit").tagName).toBe("STRONG");
  });

  it("keeps only one answer open and closes it on a second click", async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.click(question("Wie nehme ich Kontakt auf?"));
    await user.click(question("Was kostet das?"));
    expect(question("Wie nehme ich Kontakt auf?")).toHaveAttribute("aria-expanded", "false");
    expect(answerOf(question("Wie nehme ich Kontakt auf?"))).not.toBeVisible();
    expect(question("Was kostet das?")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("region")).toHaveLength(1);

    await user.click(question("Was kostet das?"));
    expect(question("Was kostet das?")).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("region")).toHaveLength(0);
  });

  it("works by keyboard: Tab to a question, Enter and Space toggle it", async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.tab();
    expect(question("Wie nehme ich Kontakt auf?")).toHaveFocus();
    await user.tab();
    expect(question("Was kostet das?")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(question("Was kostet das?")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(question("Was kostet das?")).toHaveAttribute("aria-expanded", "false");
  });

  it("follows an internal link in an answer inside the app", async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.click(question("Wie nehme ich Kontakt auf?"));
    await user.click(screen.getByRole("link", { name: "Kontaktformular" }));
    expect(await screen.findByRole("heading", { name: "Zielseite" })).toBeInTheDocument();
  });
});
