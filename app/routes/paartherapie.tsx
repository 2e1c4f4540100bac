/**
 * The couples therapy page (requirements §2), a city route on
 * /psychotherapie/leistungen/paartherapie[/{city}]: the invitation to a first consultation names
 * the city of the URL, Oberasbach without one, and no city for an unknown slug (the server
 * answers every unknown slug with the page prerendered for one, app/city-routes.ts). A line
 * links the page's city variants.
 */
import { PAARTHERAPIE as BASE } from "#app/city-routes.ts";
import { pageMeta } from "#app/seo.ts";
import { CityLine } from "#app/ui/city-line.tsx";
import { ContentPageView } from "#app/ui/content-page.tsx";
import { cityRoute, DEFAULT_COUPLES_CITY } from "#app/ui/page-path.ts";
import { CITY_LINE_INTRO } from "#content/cities.ts";
import { paartherapiePage } from "#content/pages/psychotherapie-leistungen/paartherapie.ts";

export const head = (path: string) => {
  const city = cityRoute(BASE, path);
  // An unknown slug is the page without a city parameter, under its canonical URL.
  return pageMeta(paartherapiePage(city.cityName ?? DEFAULT_COUPLES_CITY).meta, city.canonicalPath);
};

export default function Paartherapie({ path }: { path: string }) {
  const { slug, cityName, unknownSlug } = cityRoute(BASE, path);
  const city = unknownSlug ? undefined : (cityName ?? DEFAULT_COUPLES_CITY);
  return (
    <ContentPageView
      page={paartherapiePage(city)}
      intro={<CityLine basePath={BASE} intro={CITY_LINE_INTRO.paartherapie} city={slug} />}
    />
  );
}
