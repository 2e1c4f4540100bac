import { pageMeta } from "#app/seo.ts";
import { LegalPageView } from "#app/ui/legal-page.tsx";
import { impressum } from "#content/pages/impressum.ts";
import type { Route } from "./+types/impressum";

/** Runs when the page is prerendered: the copy travels as data, not as code (decision 008). */
export const loader = () => impressum;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.meta, "/impressum");

/** requirements §2 imprint. */
export default function Impressum({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData} />;
}
