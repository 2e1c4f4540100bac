import { pageMeta } from "#app/seo.ts";
import { ContentPageView } from "#app/ui/content-page.tsx";
import { entryFor, lastSegment, loaderPathname } from "#app/ui/page-path.ts";
import { psychotherapieLeistungen } from "#content/pages/psychotherapie-leistungen.ts";
import type { Route } from "./+types/psychotherapie-service";

/** Runs when the page is prerendered: the page carries only its own copy (decision 008). */
export const loader = ({ request }: Route.LoaderArgs) =>
  entryFor(psychotherapieLeistungen, lastSegment(loaderPathname(request)));

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(loaderData.meta, location.pathname);

/** requirements §2 psychotherapy service pages under /psychotherapie/leistungen/. */
export default function PsychotherapieService({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData} />;
}
