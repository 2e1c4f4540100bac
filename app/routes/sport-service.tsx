import { pageMeta } from "#app/seo.ts";
import { ContentPageView } from "#app/ui/content-page.tsx";
import { entryFor, lastSegment, loaderPathname } from "#app/ui/page-path.ts";
import { sportLeistungen } from "#content/pages/sport-leistungen.ts";
import type { Route } from "./+types/sport-service";

/** Runs when the page is prerendered: the page carries only its own copy (decision 008). */
export const loader = ({ request }: Route.LoaderArgs) =>
  entryFor(sportLeistungen, lastSegment(loaderPathname(request)));

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(loaderData.meta, location.pathname);

/** requirements §2 sports service pages, each ending with the small contact panel. */
export default function SportService({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData} />;
}
