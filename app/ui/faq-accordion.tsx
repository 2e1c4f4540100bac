import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import type { FaqEntry } from "#content/faq.ts";

/**
 * Links inside the answers are plain HTML from content; internal ones navigate inside the app
 * instead of reloading the page.
 */
function useInAppLinks<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest("a");
      const href = link?.getAttribute("href");
      if (!href?.startsWith("/") || href.startsWith("//")) return;
      event.preventDefault();
      navigate(href);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [navigate]);
  return ref;
}

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
 * §4); React leaves `open` alone, so hydration never undoes what a visitor opened while the page
 * loaded. Answers are trusted HTML from content/faq.ts.
 */
export function FaqAccordion({ entries, headingLevel }: Props) {
  const ref = useInAppLinks<HTMLDivElement>();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="faq" ref={ref}>
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
