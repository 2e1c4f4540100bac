/**
 * The error summary shown after a failed 'Weiter' or 'Anfrage senden': a heading and one link
 * per invalid field (its label and message). It takes the focus when it appears (and again on
 * every new failed attempt); a link moves the focus to its field.
 */
import { type MouseEvent, useEffect, useRef } from "react";
import { contactForm } from "#content/pages/kontakt.ts";

export interface SummaryItem {
  name: string;
  /** The DOM id of the field's control. */
  targetId: string;
  label: string;
  message: string;
}

/** Which fields a failed attempt listed; `attempt` changes on every failed attempt. */
export interface SummaryRequest {
  fields: readonly string[];
  attempt: number;
}

export function ErrorSummary({
  items,
  attempt,
  onSelect,
}: {
  items: readonly SummaryItem[];
  attempt: number;
  onSelect: (item: SummaryItem) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const focusedAttempt = useRef(0);
  const shown = items.length > 0;
  // Focus once per failed attempt, as soon as the summary is on screen (the errors may arrive a
  // render after the attempt). The focus does not scroll by itself: a browser scrolls a focused
  // box taller than the screen to its end, under the sticky header; scrolling to the start
  // honours the summary's scroll-margin-top (below the header).
  useEffect(() => {
    if (!shown || attempt === focusedAttempt.current) return;
    focusedAttempt.current = attempt;
    const summary = ref.current;
    if (!summary) return;
    summary.focus({ preventScroll: true });
    // At once, like the wizard's step: a smooth scroll can be cut short and leave it out of view.
    summary.scrollIntoView({ behavior: "instant", block: "start" });
  }, [attempt, shown]);
  if (items.length === 0) return null;
  const select = (event: MouseEvent, item: SummaryItem) => {
    event.preventDefault();
    onSelect(item);
  };
  return (
    // Focused on every failed attempt; the alert inside is new on every attempt (`key`), so a
    // screen reader reads the list again even when it did not change.
    <div className="error-summary" ref={ref} tabIndex={-1}>
      <div role="alert" key={attempt}>
        <h4 className="error-summary__heading">{contactForm.errorSummaryHeading}</h4>
        <ul className="error-summary__list">
          {items.map((item) => (
            <li key={item.name}>
              <a href={`#${item.targetId}`} onClick={(event) => select(event, item)}>
                <span className="error-summary__label">{item.label}</span>{" "}
                <span className="error-summary__message">{item.message}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Focuses a field's control (and brings it into view), e.g. from a summary link. */
export function focusField(targetId: string): void {
  const element = document.getElementById(targetId);
  if (!(element instanceof HTMLElement)) return;
  const group =
    element instanceof HTMLInputElement && element.type === "radio" ? element.form : null;
  // In a radio group, focus the chosen radio if there is one.
  const checked =
    group && element instanceof HTMLInputElement
      ? group.querySelector<HTMLInputElement>(
          `input[type="radio"][name="${CSS.escape(element.name)}"]:checked`,
        )
      : null;
  (checked ?? element).focus();
}
