import { useLocation } from "react-router";
import { psychotherapieLeistungen } from "../../content/pages/psychotherapie-leistungen.ts";
import { pageMeta } from "../seo.ts";
import { ContentPageView } from "../ui/content-page.tsx";
import { entryFor, lastSegment } from "../ui/page-path.ts";
import type { Route } from "./+types/psychotherapie-service";

const pageFor = (pathname: string) => entryFor(psychotherapieLeistungen, lastSegment(pathname));

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(pageFor(location.pathname).meta, location.pathname);

/** SPEC §2 psychotherapy service pages under /psychotherapie/leistungen/. */
export default function PsychotherapieService() {
  return <ContentPageView page={pageFor(useLocation().pathname)} />;
}
