import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { FaqEntry } from "../../content/faq.ts";

/** SPEC §4: one entry open at a time; choosing the open one again closes it. */
export function useSingleOpen(): [string | null, (id: string) => void] {
  const [openId, setOpenId] = useState<string | null>(null);
  const toggle = useCallback((id: string) => {
    setOpenId((current) => (current === id ? null : id));
  }, []);
  return [openId, toggle];
}

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

type Props = {
  entries: readonly FaqEntry[];
  /** 2 under the page's h1, 3 under a list heading. */
  headingLevel: 2 | 3;
  openId: string | null;
  onToggle: (id: string) => void;
};

/**
 * The FAQ accordion: each question is a button in a heading, with aria-expanded, controlling
 * its answer region. Answers are trusted HTML from content/faq.ts.
 */
export function FaqAccordion({ entries, headingLevel, openId, onToggle }: Props) {
  const ref = useInAppLinks<HTMLDivElement>();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="faq" ref={ref}>
      {entries.map((entry) => {
        const open = openId === entry.id;
        const buttonId = `faq-${entry.id}`;
        const answerId = `faq-${entry.id}-antwort`;
        return (
          <div key={entry.id} className="faq__item" data-open={open || undefined}>
            <Heading className="faq__question">
              <button
                type="button"
                id={buttonId}
                className="faq__toggle"
                aria-expanded={open}
                aria-controls={answerId}
                onClick={() => onToggle(entry.id)}
              >
                <span className="faq__toggle-text">{entry.question}</span>
                <span className="faq__icon" aria-hidden="true" />
              </button>
            </Heading>
            <section
              id={answerId}
              aria-labelledby={buttonId}
              className="faq__answer"
              hidden={!open}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted answers from content/faq.ts (simple HTML by design, SPEC §3)
              dangerouslySetInnerHTML={{ __html: entry.answer }}
            />
          </div>
        );
      })}
    </div>
  );
}
