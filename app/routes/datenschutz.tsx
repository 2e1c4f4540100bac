/** The privacy statement on /datenschutz (requirements §2), from content/pages/datenschutz.ts. */
import { pageMeta } from "#app/seo.ts";
import { LegalPageView } from "#app/ui/legal-page.tsx";
import { datenschutz } from "#content/pages/datenschutz.ts";

export const head = () => pageMeta(datenschutz.meta, "/datenschutz");

export default function Datenschutz() {
  return <LegalPageView page={datenschutz} />;
}
