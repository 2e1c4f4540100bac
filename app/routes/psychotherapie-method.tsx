import { useLocation } from "react-router";
import { psychotherapieMethoden } from "../../content/pages/psychotherapie-methoden.ts";
import { pageMeta } from "../seo.ts";
import { ContentPageView } from "../ui/content-page.tsx";
import { entryFor, lastSegment } from "../ui/page-path.ts";
import type { Route } from "./+types/psychotherapie-method";

const pageFor = (pathname: string) => entryFor(psychotherapieMethoden, lastSegment(pathname));

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(pageFor(location.pathname).meta, location.pathname);

/** SPEC §2 method pages (EMDR, Hypnose, Somatic Experiencing, Systemische Therapie). */
export default function PsychotherapieMethod() {
  return <ContentPageView page={pageFor(useLocation().pathname)} />;
}
