import type { ReactNode } from "react";

/** A page body with its single h1 and a lead paragraph. */
export function SimplePage({
  heading,
  lead,
  children,
}: {
  heading: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <article className="page">
      <header className="page__hero">
        <h1>{heading}</h1>
        <p className="page__lead">{lead}</p>
      </header>
      {children}
    </article>
  );
}
