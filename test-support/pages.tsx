/**
 * Helpers of the page modules' component tests (app/routes/): a page's main content at a URL,
 * live (renderPage) or as the build's static markup (prerenderedPage), its head entries, and
 * checks that several pages share.
 */
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect } from "vitest";
import { CITY_ROUTES, unknownCityPath } from "#app/city-routes.ts";
import { PageContext } from "#app/page-context.ts";
import { routeAt, type SiteRoute } from "#app/routes.ts";
import type { HeadTag } from "#app/seo.ts";
import { NOT_FOUND_PATH } from "#app/site-urls.ts";
import { modeFromPath } from "#content/mode.ts";

/**
 * The route the server answers `url` with (server/static-site.ts): its own; a city route's base
 * followed by a slug the build does not know, the page prerendered for one (app/city-routes.ts);
 * otherwise the 404 page.
 */
function routeFor(url: string): SiteRoute {
  const base = url.slice(0, url.lastIndexOf("/"));
  const route =
    routeAt(url) ?? routeAt(CITY_ROUTES.includes(base) ? unknownCityPath(base) : NOT_FOUND_PATH);
  if (!route) throw new Error(`no route answers ${url}`);
  return route;
}

/** `children` inside the page context of `path`, as the document gives it. */
export const inPage = (path: string, children: ReactNode) => (
  <PageContext value={{ path, mode: modeFromPath(path) }}>{children}</PageContext>
);

/**
 * The main content of the page at `url`, without the frame, rendered with Testing Library's
 * `render` inside the page context of `url`.
 */
export function renderPage(url: string) {
  const { page } = routeFor(url);
  return render(inPage(url, <page.default path={url} />));
}

/** The main content of the page at `url` as the build writes it: static markup. */
export function prerenderedPage(url: string): string {
  const { page } = routeFor(url);
  return renderToStaticMarkup(inPage(url, <page.default path={url} />));
}

/** The head entries of the page at `url`. */
export const headAt = (url: string): HeadTag[] => routeFor(url).page.head(url);

/** Exactly one h1, first; no heading level is skipped. */
export function expectHeadingOutline(container: HTMLElement) {
  const levels = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) =>
    Number(heading.tagName.slice(1)),
  );
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  });
}

/** The href of the link with this accessible name. */
export const hrefOf = (name: string | RegExp) =>
  screen.getByRole("link", { name }).getAttribute("href");

/** The content of the head's meta entry with this name or property. */
export function metaContent(tags: readonly HeadTag[], name: string): string | undefined {
  for (const tag of tags) {
    if (("name" in tag && tag.name === name) || ("property" in tag && tag.property === name)) {
      return "content" in tag ? tag.content : undefined;
    }
  }
  return undefined;
}

export { canonicalOf } from "#app/seo.ts";

/** Non-breaking spaces are typography; compare text with plain spaces. */
export const plain = (text: string) => text.replaceAll("\u00a0", " ");

export const h1 = () => screen.getByRole("heading", { level: 1 });
export const h2Texts = () =>
  screen.getAllByRole("heading", { level: 2 }).map((heading) => plain(heading.textContent ?? ""));

/** The contact panel at the end of the page: its title and the action leading to `contact`. */
export function expectContactPanel(title: string, action: string, contact: string) {
  const panel = screen.getByRole("heading", { name: title }).closest(".contact-panel");
  expect(panel).not.toBeNull();
  const link = within(panel as HTMLElement).getByRole("link", { name: action });
  expect(link).toHaveAttribute("href", contact);
  return panel as HTMLElement;
}

/**
 * What a content page shows at `path`: its h1, its contact panel (title, action, the contact
 * page it leads to) last in the content, its description and a heading outline without gaps.
 */
export function expectContentPage(
  path: string,
  page: { heading: string; meta: { description: string } },
  panel: { title: string; action: string; contact: string },
) {
  const rendered = renderPage(path);
  expect(h1()).toHaveTextContent(plain(page.heading));
  const shown = expectContactPanel(panel.title, panel.action, panel.contact);
  expect(rendered.container.querySelector(".page-content")?.lastElementChild).toBe(shown);
  expect(metaContent(headAt(path), "description")).toBe(page.meta.description);
  expectHeadingOutline(rendered.container);
  return { ...rendered, panel: shown };
}

/** Items of the numbered list that follows the heading `name`. */
export function stepsAfter(name: string): string[] {
  const section = screen.getByRole("heading", { name }).closest("section") as HTMLElement;
  const list = section.querySelector("ol");
  expect(list).not.toBeNull();
  return [...(list as HTMLOListElement).querySelectorAll(".steps__title")].map(
    (title) => title.textContent ?? "",
  );
}

/** The JSON-LD node of the page. */
export function structuredData(container: HTMLElement): Record<string, unknown> {
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script?.textContent ?? "{}");
}
