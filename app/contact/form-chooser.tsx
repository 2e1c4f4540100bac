/** The form-type chooser (requirements §2): three cards, each a button that opens its form. */
import { useEffect, useRef } from "react";
import type { FormType } from "#contact/form-types.ts";
import { contactPage } from "#content/pages/kontakt.ts";

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
  const { heading, cards } = contactPage.chooser;
  return (
    <div className="form-chooser" ref={ref}>
      <h3 className="form-chooser__heading" tabIndex={-1}>
        {heading}
      </h3>
      <ul className="form-chooser__cards">
        {cards.map((card) => (
          <li key={card.type}>
            <button
              type="button"
              className="form-card"
              data-form-type={card.type}
              onClick={() => onChoose(card.type)}
            >
              <span className="form-card__title">{card.title}</span>
              <span className="form-card__text">{card.text}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
