/**
 * The form-type chooser (requirements §2): three cards, each a link to its form's own page
 * (contact/form-pages.ts), so they work without JavaScript. The wizard opens the form in place
 * on a plain click; a click that asks for a new tab or window is the browser's.
 */
import { type MouseEvent, useEffect, useRef } from "react";
import { FORM_PAGE_PATHS } from "#contact/form-pages.ts";
import type { FormType } from "#contact/form-types.ts";
import { contactForm } from "#content/pages/kontakt.ts";

/** A click that means "follow here": the main button, no key that opens a tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

export function FormChooser({
  onChoose,
  focusOn,
}: {
  onChoose: (formType: FormType) => void;
  /** The card (or, with "heading", the heading) to focus when the chooser appears. */
  focusOn: FormType | "heading" | null;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOn === null) return;
    const selector = focusOn === "heading" ? "h3" : `[data-form-type="${focusOn}"]`;
    ref.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [focusOn]);
  const { heading, cards } = contactForm.chooser;
  return (
    <div className="form-chooser" ref={ref}>
      <h3 className="form-chooser__heading" tabIndex={-1}>
        {heading}
      </h3>
      <ul className="form-chooser__cards">
        {cards.map((card) => (
          <li key={card.type}>
            <a
              href={FORM_PAGE_PATHS[card.type]}
              className="form-card"
              data-form-type={card.type}
              data-in-place=""
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onChoose(card.type);
              }}
            >
              <span className="form-card__title">{card.title}</span>
              <span className="form-card__text">{card.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
