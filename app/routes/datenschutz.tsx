import { pageMeta } from "#app/seo.ts";
import { LegalPageView } from "#app/ui/legal-page.tsx";
import { datenschutz } from "#content/pages/datenschutz.ts";
import type { Route } from "./+types/datenschutz";

/** Runs when the page is prerendered: the copy travels as data, not as code (decision 008). */
export const loader = () => datenschutz;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData.meta, "/datenschutz");

/** requirements §2 privacy statement. */
export default function Datenschutz({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData} />;
}
