import { impressum } from "../../content/pages/impressum.ts";
import { pageMeta } from "../seo.ts";
import { LegalPageView } from "../ui/legal-page.tsx";
import type { Route } from "./+types/impressum";

export const meta: Route.MetaFunction = () => pageMeta(impressum.meta, "/impressum");

/** SPEC §2 imprint. */
export default function Impressum() {
  return <LegalPageView page={impressum} />;
}
