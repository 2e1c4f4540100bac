/**
 * The pages read by their last segment from one content module: the sports services, the
 * psychotherapy services and the methods (requirements §2), each a ContentPageView.
 */
import type { PageModule } from "#app/page-module.ts";
import { pageMeta } from "#app/seo.ts";
import { ContentPageView } from "#app/ui/content-page.tsx";
import { entryFor, lastSegment } from "#app/ui/page-path.ts";
import type { ContentPage } from "#content/page-types.ts";

/** One page module for every slug of `entries`; the route table routes only slugs that have one. */
export function contentPages(entries: Readonly<Record<string, ContentPage>>): PageModule {
  const pageAt = (path: string) => entryFor(entries, lastSegment(path));
  return {
    head: (path) => pageMeta(pageAt(path).meta, path),
    default: ({ path }) => <ContentPageView page={pageAt(path)} />,
  };
}
