import { type ReactNode, useEffect, useRef } from "react";

type Props = {
  /** The state React wants; the prerendered HTML is always closed. */
  open: boolean;
  /** Asks the header's state machine for the other state. */
  onToggle: () => void;
  /** Remembers the summary that opened it, so Escape can return focus there. */
  onOpen: (summary: HTMLElement) => void;
  /** Details sharing a name open one at a time, natively, also without script. */
  name: string;
  className: string;
  summaryClassName: string;
  summary: ReactNode;
  children: ReactNode;
};

/**
 * A menu as a <details> disclosure: without script the browser opens and closes it; once
 * hydrated, a click on the summary asks the state machine instead, so the rules of requirements §4
 * (one menu at a time, scroll and navigation close) hold. The browser may still change it on
 * its own (find in page opens a details, a sibling of the same name closes it): the toggle
 * event reports that, and the state machine follows.
 */
export function Disclosure({
  open,
  onToggle,
  onOpen,
  name,
  className,
  summaryClassName,
  summary,
  children,
}: Props) {
  const ref = useRef<HTMLDetailsElement>(null);

  // A visitor may open it natively before the page hydrates; adopt that state once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the state found at hydration
  useEffect(() => {
    if (ref.current?.open && !open) {
      onOpen(ref.current.querySelector("summary") ?? ref.current);
      onToggle();
    }
  }, []);

  return (
    <details
      ref={ref}
      name={name}
      className={className}
      open={open}
      onToggle={(event) => {
        // React's own changes leave the element as rendered; anything else is the browser's.
        if (event.currentTarget.open !== open) onToggle();
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the details' own button, keyboard included */}
      <summary
        className={summaryClassName}
        onClick={(event) => {
          event.preventDefault();
          if (!open) onOpen(event.currentTarget);
          onToggle();
        }}
      >
        {summary}
      </summary>
      {children}
    </details>
  );
}
