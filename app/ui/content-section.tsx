/**
 * The building blocks of a page's text (sections, steps, cards) that the content pages, the
 * landing pages and the about page render from their copy.
 */
import type { Card, CardSection } from "#content/content-types.ts";
import type { Section } from "#content/page-types.ts";
import { CrisisLines } from "./crisis-note.tsx";
import { LinkList, SmartLink } from "./smart-link.tsx";

type HeadingLevel = 2 | 3;

/** Steps (phases, techniques) as a numbered list. */
export function StepList({ steps }: { steps: NonNullable<Section["steps"]> }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title} className="steps__item">
          <strong className="steps__title">{step.title}</strong>
          <span className="steps__text">{step.text}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * A card's link names its card when the label alone would not ("Mehr erfahren" five times
 * on one page): the title is added for screen readers.
 */
function CardLink({ card }: { card: Card }) {
  const { link } = card;
  if (!link) return null;
  const named = link.label.toLowerCase().includes(card.title.toLowerCase());
  return (
    <SmartLink href={link.to} className="card__link">
      {link.label}
      {!named && <span className="visually-hidden">: {card.title}</span>}
    </SmartLink>
  );
}

/** Cards for services, occasions and reasons. */
export function CardGrid({
  cards,
  headingLevel,
}: {
  cards: readonly Card[];
  headingLevel: HeadingLevel;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="cards">
      {cards.map((card) => (
        <li key={card.title} className="card">
          <Heading className="card__title">{card.title}</Heading>
          <p className="card__text">{card.text}</p>
          <CardLink card={card} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One text section of a page: heading, paragraphs, the crisis numbers, list, steps, cards,
 * links. A crisis section is set apart like the crisis note.
 */
export function ContentSection({ section }: { section: Section | CardSection }) {
  const cards = "cards" in section ? section.cards : undefined;
  return (
    <section
      id={section.id}
      className={section.crisis ? "page-section crisis-note" : "page-section"}
    >
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.crisis && <CrisisLines />}
      {section.list && (
        <ul className="bullets">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.steps && <StepList steps={section.steps} />}
      {cards && <CardGrid cards={cards} headingLevel={3} />}
      {section.links && (
        <LinkList links={section.links.map((link) => ({ label: link.label, href: link.to }))} />
      )}
    </section>
  );
}
