import { kosten } from "../../content/pages/kosten.ts";
import { pageMeta } from "../seo.ts";
import { ContentPageView } from "../ui/content-page.tsx";
import type { Route } from "./+types/kosten";

export const meta: Route.MetaFunction = () => pageMeta(kosten.meta, "/psychotherapie/kosten");

/** The costs page: insurers, cancellation, the first call (DESIGN.md: real content, no prices). */
export default function Kosten() {
  return <ContentPageView page={kosten} />;
}
