import { pageMeta } from "#app/seo.ts";
import { ContentPageView } from "#app/ui/content-page.tsx";
import { kosten } from "#content/pages/kosten.ts";
import type { Route } from "./+types/kosten";

/** Runs when the page is prerendered: the copy travels as data, not as code (decision 008). */
export const loader = () => kosten;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData.meta, "/psychotherapie/kosten");

/** The costs page: insurers, cancellation, the first call (DESIGN.md: real content, no prices). */
export default function Kosten({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData} />;
}
