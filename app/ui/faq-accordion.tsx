/** The question list of the FAQ page (requirements §2, §4), which needs no script to open. */
import type { FaqEntry } from "#content/pages/faq.ts";

/**
 * Every entry of a page shares this name: the browser keeps one of them open (requirements §4),
 * also across the two lists of /faq.
 */
const GROUP_NAME = "faq";

type Props = {
  entries: readonly FaqEntry[];
  /** 2 under the page's h1, 3 under a list heading. */
  headingLevel: 2 | 3;
};

/**
 * The FAQ accordion as the platform's disclosure: each entry is a <details> whose <summary>
 * holds the question as a heading (for navigation by headings). The browser opens and closes
 * the answers, with or without script, and the shared `name` keeps one open at a time (requirements
 * §4). Answers are trusted HTML from content/faq.ts; their links are plain links.
 */
export function FaqAccordion({ entries, headingLevel }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="faq">
      {entries.map((entry) => (
        <details key={entry.id} className="faq__item" name={GROUP_NAME}>
          <summary className="faq__toggle">
            <Heading className="faq__question" id={`faq-${entry.id}`}>
              {entry.question}
            </Heading>
            <span className="faq__icon" aria-hidden="true" />
          </summary>
          <div
            id={`faq-${entry.id}-antwort`}
            className="faq__answer"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted answers from content/faq.ts (simple HTML by design, requirements §3)
            dangerouslySetInnerHTML={{ __html: entry.answer }}
          />
        </details>
      ))}
    </div>
  );
}
