/**
 * The layout of the two legal pages, the imprint and the privacy statement (requirements §2):
 * their sections and address lines, and a table of contents for a long text.
 */
import type { LegalLine, LegalPage, LegalSection } from "#content/content-types.ts";
import { contentsHeading } from "#content/frame.ts";
import { PageHero } from "./page-hero.tsx";
import { LinkList, SmartLink } from "./smart-link.tsx";

function LineText({ line }: { line: LegalLine }) {
  return line.href ? <SmartLink href={line.href}>{line.text}</SmartLink> : line.text;
}

/** Address or contact lines: a term list when every line has a label, else lines of text. */
function Lines({ lines }: { lines: readonly LegalLine[] }) {
  if (lines.every((line) => line.label !== undefined)) {
    return (
      <dl className="legal-lines">
        {lines.map((line) => (
          <div key={`${line.label}${line.text}`} className="legal-lines__row">
            <dt>{line.label}</dt>
            <dd>
              <LineText line={line} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <p className="legal-address">
      {lines.map((line, index) => (
        <span key={`${line.label}${line.text}`}>
          {index > 0 && <br />}
          {line.label && `${line.label}: `}
          <LineText line={line} />
        </span>
      ))}
    </p>
  );
}

function LegalSectionView({ section, level }: { section: LegalSection; level: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section id={section.id} className="page-section legal-section">
      <Heading>{section.heading}</Heading>
      {section.lines && <Lines lines={section.lines} />}
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list && (
        <ul className="bullets">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.links && <LinkList links={section.links} />}
      {section.subsections?.map((subsection) => (
        <LegalSectionView key={subsection.id} section={subsection} level={3} />
      ))}
    </section>
  );
}

/** A long legal text starts with its table of contents. */
const CONTENTS_FROM = 8;

export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <article className="content-page legal-page">
      <PageHero heading={page.heading} lead={page.lead} />
      <div className="page-content">
        {page.sections.length >= CONTENTS_FROM && (
          <nav className="page-contents" aria-labelledby="page-contents-heading">
            <h2 id="page-contents-heading" className="page-contents__heading">
              {contentsHeading}
            </h2>
            <ol className="page-contents__list">
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {page.sections.map((section) => (
          <LegalSectionView key={section.id} section={section} level={2} />
        ))}
      </div>
    </article>
  );
}
