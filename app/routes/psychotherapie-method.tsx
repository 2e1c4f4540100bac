import { psychotherapieMethoden } from "../../content/pages/psychotherapie-methoden.ts";
import { pageMeta } from "../seo.ts";
import { ContentPageView } from "../ui/content-page.tsx";
import { entryFor, lastSegment, loaderPathname } from "../ui/page-path.ts";
import type { Route } from "./+types/psychotherapie-method";

/** Runs when the page is prerendered: the page carries only its own copy (decision 008). */
export const loader = ({ request }: Route.LoaderArgs) =>
  entryFor(psychotherapieMethoden, lastSegment(loaderPathname(request)));

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(loaderData.meta, location.pathname);

/** SPEC §2 method pages (EMDR, Hypnose, Somatic Experiencing, Systemische Therapie). */
export default function PsychotherapieMethod({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData} />;
}
