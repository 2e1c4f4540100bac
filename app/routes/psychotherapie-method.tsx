import { pageMeta } from "#app/seo.ts";
import { ContentPageView } from "#app/ui/content-page.tsx";
import { entryFor, lastSegment, loaderPathname } from "#app/ui/page-path.ts";
import { psychotherapieMethoden } from "#content/pages/psychotherapie-methoden.ts";
import type { Route } from "./+types/psychotherapie-method";

/** Runs when the page is prerendered: the page carries only its own copy (decision 008). */
export const loader = ({ request }: Route.LoaderArgs) =>
  entryFor(psychotherapieMethoden, lastSegment(loaderPathname(request)));

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(loaderData.meta, location.pathname);

/** requirements §2 method pages (EMDR, Hypnose, Somatic Experiencing, Systemische Therapie). */
export default function PsychotherapieMethod({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData} />;
}
