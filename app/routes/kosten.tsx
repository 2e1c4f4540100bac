/**
 * The costs page on /psychotherapie/kosten (requirements §2): insurers, cancellation, the first
 * call (DESIGN.md: real content, no prices).
 */
import { pageMeta } from "#app/seo.ts";
import { ContentPageView } from "#app/ui/content-page.tsx";
import { kosten } from "#content/pages/kosten.ts";

export const head = () => pageMeta(kosten.meta, "/psychotherapie/kosten");

export default function Kosten() {
  return <ContentPageView page={kosten} />;
}
