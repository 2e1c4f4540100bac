/**
 * The psychotherapy landing page (requirements §2), a city route on /psychotherapie[/{city}]:
 * with a known city the hero reads "Ihr" / title / "in der Umgebung {city}", otherwise title and
 * tagline; then a line linking the page's city variants, the five topics, why me, contact.
 */
import { PSYCHOTHERAPIE_LANDING as BASE } from "#app/city-routes.ts";
import { pageMeta } from "#app/seo.ts";
import { psychotherapyBusiness, StructuredData } from "#app/structured-data.ts";
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
  psychotherapieLanding as page,
  psychotherapieLandingMeta,
} from "#content/pages/psychotherapie-landing.ts";
import { practice } from "#content/practice.ts";

export const head = (path: string) => {
  const city = cityRoute(BASE, path);
  return pageMeta(psychotherapieLandingMeta(practice, city.cityName), city.canonicalPath);
};

export default function PsychotherapieLanding({ path }: { path: string }) {
  // A slug the build did not know is served the page without a city.
  const { slug, cityName } = cityRoute(BASE, path);
  const { cityHero } = page;
  const hero = {
    ...cityHero,
    below: cityName === undefined ? undefined : cityHero.below(cityName),
  };
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
        backdrop={
          <HeroBackdrop slot="psychotherapie" media={{ video: media.videos.psychotherapie }} />
        }
        motion="video"
        heading={heading}
        lead={hero.below === undefined ? page.tagline : undefined}
      >
        <p className="hero__actions">
          <a className="button button--light" href={contactPathFor("psychotherapie")}>
            {page.contactPanel.action}
          </a>
        </p>
      </PageHero>
      <div className="page-content">
        <CityLine basePath={BASE} intro={CITY_LINE_INTRO.psychotherapie} city={slug} />
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
          <a className="button button--secondary" href={page.whyMe.link.to}>
            {page.whyMe.link.label}
          </a>
        </section>
        <ContactPanel {...page.contactPanel} />
      </div>
      <StructuredData data={psychotherapyBusiness()} />
    </article>
  );
}
