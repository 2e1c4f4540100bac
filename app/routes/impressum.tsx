/** The imprint on /impressum (requirements §2), from content/pages/impressum.ts. */
import { pageMeta } from "#app/seo.ts";
import { LegalPageView } from "#app/ui/legal-page.tsx";
import { impressum } from "#content/pages/impressum.ts";

export const head = () => pageMeta(impressum.meta, "/impressum");

export default function Impressum() {
  return <LegalPageView page={impressum} />;
}
