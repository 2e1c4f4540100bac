import { datenschutz } from "../../content/pages/datenschutz.ts";
import { pageMeta } from "../seo.ts";
import { LegalPageView } from "../ui/legal-page.tsx";
import type { Route } from "./+types/datenschutz";

export const meta: Route.MetaFunction = () => pageMeta(datenschutz.meta, "/datenschutz");

/** SPEC §2 privacy statement. */
export default function Datenschutz() {
  return <LegalPageView page={datenschutz} />;
}
