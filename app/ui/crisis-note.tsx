/**
 * The calm crisis note (content/crisis.ts): every number a tel: link, so help is one tap away.
 * `headingLevel` fits the note into the outline of the page or form step that shows it.
 *
 * A note (role "note"), not a landmark: it can stand inside the main landmark, and two notes on
 * one page (the contact page's and the success message's) do not make two landmarks of one name.
 * Their ids differ by `id`.
 */
import { Fragment } from "react";
import { crisisNote } from "#content/crisis.ts";

/** The numbers, one line each: also the end of a content page's crisis section. */
export function CrisisLines() {
  return (
    <ul className="crisis-note__list">
      {crisisNote.lines.map((line) => (
        <li key={line.label}>
          {line.label}:{" "}
          {line.numbers.map((number, index) => (
            <Fragment key={number.href}>
              {index > 0 && ` ${crisisNote.or} `}
              <a className="crisis-note__number" href={number.href}>
                {number.display}
              </a>
            </Fragment>
          ))}{" "}
          – {line.hint}
        </li>
      ))}
    </ul>
  );
}

export function CrisisNote({
  headingLevel = 2,
  id = "krisenhilfe",
}: {
  headingLevel?: 2 | 3 | 4 | 5;
  id?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `${id}-heading`;
  return (
    <div className="crisis-note" id={id} role="note" aria-labelledby={headingId}>
      <Heading className="crisis-note__heading" id={headingId}>
        {crisisNote.heading}
      </Heading>
      <p>{crisisNote.text}</p>
      <CrisisLines />
    </div>
  );
}
