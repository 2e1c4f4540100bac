import { Link } from "react-router";
import { CITY_LINE_INTRO } from "../../content/cities.ts";
import { contactPathFor } from "../../content/navigation.ts";
import {
  psychotherapieLanding as copy,
  psychotherapieLandingMeta,
} from "../../content/pages/psychotherapie-landing.ts";
import { practice } from "../../content/practice.ts";
import { pageMeta } from "../seo.ts";
import { psychotherapyBusiness, StructuredData } from "../structured-data.ts";
import { CityLine } from "../ui/city-line.tsx";
import { ContactPanel } from "../ui/contact-panel.tsx";
import { ContentSection } from "../ui/content-section.tsx";
import { PageHero } from "../ui/page-hero.tsx";
import { cityRoute } from "../ui/page-path.ts";
import { LinkList } from "../ui/smart-link.tsx";
import type { Route } from "./+types/psychotherapie-landing";

const BASE = "/psychotherapie";

export const meta: Route.MetaFunction = ({ params }) => {
  const city = cityRoute(BASE, params.city);
  return pageMeta(psychotherapieLandingMeta(practice, city.cityName), city.canonicalPath);
};

/**
 * SPEC §2 psychotherapy landing page: with a known city the hero reads "Ihr" / title /
 * "in der Umgebung {city}", otherwise title and tagline; then a line linking the page's city
 * variants, the five topics, why me, contact.
 */
export default function PsychotherapieLanding({ params }: Route.ComponentProps) {
  const { cityName } = cityRoute(BASE, params.city);
  const heading =
    cityName === undefined ? (
      copy.cityHero.title
    ) : (
      <>
        <span className="hero__above">{copy.cityHero.above}</span>{" "}
        <span className="hero__main">{copy.cityHero.title}</span>{" "}
        <span className="hero__below">{copy.cityHero.below(cityName)}</span>
      </>
    );
  return (
    <article className="content-page landing">
      <PageHero
        backdrop="psychotherapie"
        heading={heading}
        lead={cityName === undefined ? copy.tagline : undefined}
      >
        <p className="hero__actions">
          <Link className="button button--light" to={contactPathFor("psychotherapie")}>
            {copy.contactPanel.action}
          </Link>
        </p>
      </PageHero>
      <div className="page-content">
        <CityLine basePath={BASE} intro={CITY_LINE_INTRO.psychotherapie} city={params.city} />
        <ContentSection section={copy.intro} />
        <ul className="topics">
          {copy.topics.map((topic) => (
            <li key={topic.id} id={topic.id} className="topic card">
              <h2 className="card__title">{topic.heading}</h2>
              {topic.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {topic.links && (
                <LinkList
                  links={topic.links.map((link) => ({ label: link.label, href: link.to }))}
                />
              )}
            </li>
          ))}
        </ul>
        <section className="why-me-teaser">
          <h2>{copy.whyMe.heading}</h2>
          <p>{copy.whyMe.text}</p>
          <Link className="button button--secondary" to={copy.whyMe.link.to}>
            {copy.whyMe.link.label}
          </Link>
        </section>
        <ContactPanel {...copy.contactPanel} />
      </div>
      <StructuredData data={psychotherapyBusiness()} />
    </article>
  );
}
