import { TRAUMATHERAPIE as BASE } from "#app/city-routes.ts";
import { pageMeta } from "#app/seo.ts";
import { CityLine } from "#app/ui/city-line.tsx";
import { ContentPageView } from "#app/ui/content-page.tsx";
import { cityRoute } from "#app/ui/page-path.ts";
import { CITY_LINE_INTRO } from "#content/cities.ts";
import { traumatherapiePage } from "#content/pages/traumatherapie.ts";
import type { Route } from "./+types/traumatherapie";

/**
 * Runs when the page is prerendered: the page carries only its own copy, for its city
 * (decision 008). A slug the build did not know is served the page without a city.
 */
export const loader = ({ params }: Route.LoaderArgs) =>
  traumatherapiePage(cityRoute(BASE, params.city).cityName);

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  pageMeta(loaderData.meta, cityRoute(BASE, params.city).canonicalPath);

/**
 * requirements §2 trauma therapy: a scroll button to the first section; a known city in the lead; a
 * line linking the page's city variants.
 */
export default function Traumatherapie({ loaderData: page, params }: Route.ComponentProps) {
  return (
    <ContentPageView
      page={page}
      intro={<CityLine basePath={BASE} intro={CITY_LINE_INTRO.traumatherapie} city={params.city} />}
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
