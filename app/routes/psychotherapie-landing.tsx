import { Link } from "react-router";
import { PSYCHOTHERAPIE_LANDING as BASE } from "#app/city-routes.ts";
import { pageMeta } from "#app/seo.ts";
import { psychotherapyBusiness } from "#app/structured-data.ts";
import { StructuredData } from "#app/structured-data-script.ts";
import { CityLine } from "#app/ui/city-line.tsx";
import { ContactPanel } from "#app/ui/contact-panel.tsx";
import { ContentSection } from "#app/ui/content-section.tsx";
import { HeroBackdrop } from "#app/ui/hero-backdrop.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { cityRoute } from "#app/ui/page-path.ts";
import { LinkList } from "#app/ui/smart-link.tsx";
import { CITY_LINE_INTRO } from "#content/cities.ts";
import { media } from "#content/media.ts";
import { contactPathFor } from "#content/navigation.ts";
import {
  psychotherapieLanding as copy,
  psychotherapieLandingMeta,
} from "#content/pages/psychotherapie-landing.ts";
import { practice } from "#content/practice.ts";
import type { Route } from "./+types/psychotherapie-landing";

/**
 * Runs when the page is prerendered: the page carries only its own copy, for its city, and its
 * JSON-LD (decision 008). A slug the build did not know is served the page without a city.
 */
export const loader = ({ params }: Route.LoaderArgs) => {
  const { cityName } = cityRoute(BASE, params.city);
  const { cityHero, ...page } = copy;
  return {
    ...page,
    hero: { ...cityHero, below: cityName === undefined ? undefined : cityHero.below(cityName) },
    meta: psychotherapieLandingMeta(practice, cityName),
    video: media.videos.psychotherapie,
    structuredData: psychotherapyBusiness(),
  };
};

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  pageMeta(loaderData.meta, cityRoute(BASE, params.city).canonicalPath);

/**
 * requirements §2 psychotherapy landing page: with a known city the hero reads "Ihr" / title /
 * "in der Umgebung {city}", otherwise title and tagline; then a line linking the page's city
 * variants, the five topics, why me, contact.
 */
export default function PsychotherapieLanding({ loaderData: page, params }: Route.ComponentProps) {
  const { hero } = page;
  const heading =
    hero.below === undefined ? (
      hero.title
    ) : (
      <>
        <span className="hero__above">{hero.above}</span>{" "}
        <span className="hero__main">{hero.title}</span>{" "}
        <span className="hero__below">{hero.below}</span>
      </>
    );
  return (
    <article className="content-page landing">
      <PageHero
        backdrop={<HeroBackdrop slot="psychotherapie" media={{ video: page.video }} />}
        motion="video"
        heading={heading}
        lead={hero.below === undefined ? page.tagline : undefined}
      >
        <p className="hero__actions">
          <Link className="button button--light" to={contactPathFor("psychotherapie")}>
            {page.contactPanel.action}
          </Link>
        </p>
      </PageHero>
      <div className="page-content">
        <CityLine basePath={BASE} intro={CITY_LINE_INTRO.psychotherapie} city={params.city} />
        <ContentSection section={page.intro} />
        <ul className="topics">
          {page.topics.map((topic) => (
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
          <h2>{page.whyMe.heading}</h2>
          <p>{page.whyMe.text}</p>
          <Link className="button button--secondary" to={page.whyMe.link.to}>
            {page.whyMe.link.label}
          </Link>
        </section>
        <ContactPanel {...page.contactPanel} />
      </div>
      <StructuredData data={page.structuredData} />
    </article>
  );
}
