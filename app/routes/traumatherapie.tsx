/**
 * The trauma therapy page (requirements §2), a city route on
 * /psychotherapie/traumatherapie[/{city}]: a scroll button to the first section; a known city in
 * the lead; a line linking the page's city variants.
 */
import { TRAUMATHERAPIE as BASE } from "#app/city-routes.ts";
import { pageMeta } from "#app/seo.ts";
import { CityLine } from "#app/ui/city-line.tsx";
import { ContentPageView } from "#app/ui/content-page.tsx";
import { cityRoute } from "#app/ui/page-path.ts";
import { CITY_LINE_INTRO } from "#content/cities.ts";
import { traumatherapiePage } from "#content/pages/traumatherapie.ts";

export const head = (path: string) => {
  const city = cityRoute(BASE, path);
  return pageMeta(traumatherapiePage(city.cityName).meta, city.canonicalPath);
};

export default function Traumatherapie({ path }: { path: string }) {
  // An unknown slug is served the page without a city.
  const { slug, cityName } = cityRoute(BASE, path);
  const page = traumatherapiePage(cityName);
  return (
    <ContentPageView
      page={page}
      intro={<CityLine basePath={BASE} intro={CITY_LINE_INTRO.traumatherapie} city={slug} />}
      hero={
        <p className="hero__actions">
          <a className="button scroll-button" href={`#${page.scrollButton.targetId}`}>
            {page.scrollButton.label}
            <span className="scroll-button__arrow" aria-hidden="true" />
          </a>
        </p>
      }
    />
  );
}
