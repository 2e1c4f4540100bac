import { CITY_LINE_INTRO } from "../../content/cities.ts";
import { traumatherapiePage } from "../../content/pages/traumatherapie.ts";
import { pageMeta } from "../seo.ts";
import { CityLine } from "../ui/city-line.tsx";
import { ContentPageView } from "../ui/content-page.tsx";
import { cityRoute } from "../ui/page-path.ts";
import type { Route } from "./+types/traumatherapie";

const BASE = "/psychotherapie/traumatherapie";

export const meta: Route.MetaFunction = ({ params }) => {
  const city = cityRoute(BASE, params.city);
  return pageMeta(traumatherapiePage(city.cityName).meta, city.canonicalPath);
};

/**
 * SPEC §2 trauma therapy: a scroll button to the first section; a known city in the lead; a line
 * linking the page's city variants.
 */
export default function Traumatherapie({ params }: Route.ComponentProps) {
  const page = traumatherapiePage(cityRoute(BASE, params.city).cityName);
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
