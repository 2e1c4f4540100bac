/**
 * The <details> element behind every menu of the frame (header, dropdowns, quick links), so the
 * menus work without script (requirements §2 "works without JavaScript", §4).
 */
import type { ReactNode } from "react";

type Props = {
  /** Details sharing a name open one at a time, natively, also without script. */
  name: string;
  className: string;
  summaryClassName: string;
  summary: ReactNode;
  children: ReactNode;
};

/**
 * A menu as the platform's disclosure: the browser opens and closes it, with or without script,
 * and keeps one of the same name open. The prerendered HTML is always closed; the rules that
 * HTML cannot express (requirements §4: scroll, Escape, a click outside, the dropdowns and the
 * floating menu closing each other) are the site module's (app/browser/frame.ts).
 */
export function Disclosure({ name, className, summaryClassName, summary, children }: Props) {
  return (
    <details name={name} className={className}>
      <summary className={summaryClassName}>{summary}</summary>
      {children}
    </details>
  );
}
