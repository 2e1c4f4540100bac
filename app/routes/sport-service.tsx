import { useLocation } from "react-router";
import { sportLeistungen } from "../../content/pages/sport-leistungen.ts";
import { pageMeta } from "../seo.ts";
import { ContentPageView } from "../ui/content-page.tsx";
import { entryFor, lastSegment } from "../ui/page-path.ts";
import type { Route } from "./+types/sport-service";

const pageFor = (pathname: string) => entryFor(sportLeistungen, lastSegment(pathname));

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(pageFor(location.pathname).meta, location.pathname);

/** SPEC §2 sports service pages, each ending with the small contact panel. */
export default function SportService() {
  return <ContentPageView page={pageFor(useLocation().pathname)} />;
}
