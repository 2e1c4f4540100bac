/** Helpers of the route modules' component tests. */
import { render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, type MetaDescriptor, matchPath } from "react-router";
import { expect } from "vitest";

// biome-ignore lint/suspicious/noExplicitAny: route loaders take their generated arguments
type Loader = (args: any) => unknown;

/** What a route's build-time loader gives the page at `url`, as the prerendered HTML carries it. */
export const loaderDataAt = (
  loader: Loader,
  url: string,
  params: Record<string, string | undefined> = {},
) => loader({ request: new Request(new URL(url, "https://test.invalid")), params, context: {} });

/**
 * Renders a route module's component at `url`, matched by the route table's `pattern`; with
 * its loader, the page starts with the loader's data as after prerendering.
 */
export function renderRoute(
  // biome-ignore lint/suspicious/noExplicitAny: route components take their generated props
  Component: ComponentType<any>,
  pattern: string,
  url: string = pattern,
  loader?: Loader,
) {
  const Stub = createRoutesStub([
    { id: "page", path: pattern, Component, loader },
    { path: "*", Component: () => <p>Andere Seite</p> },
  ]);
  const params = matchPath(pattern, new URL(url, "https://test.invalid").pathname)?.params;
  const hydrationData = loader && { loaderData: { page: loaderDataAt(loader, url, params) } };
  return render(<Stub initialEntries={[url]} hydrationData={hydrationData} />);
}

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

/** Calls a route's meta function as the router does for `pathname` (with its loader's data). */
export function metaAt(
  meta: (args: never) => MetaDescriptor[] | undefined,
  pathname: string,
  params: Record<string, string | undefined> = {},
  loader?: Loader,
): MetaDescriptor[] {
  const loaderData = loader && loaderDataAt(loader, pathname, params);
  return meta({ location: { pathname, search: "", hash: "" }, params, loaderData } as never) ?? [];
}

export function metaContent(descriptors: MetaDescriptor[], name: string): string | undefined {
  for (const descriptor of descriptors) {
    if ("name" in descriptor && descriptor.name === name) return String(descriptor.content);
    if ("property" in descriptor && descriptor.property === name) {
      return String(descriptor.content);
    }
  }
  return undefined;
}

export function canonicalOf(descriptors: MetaDescriptor[]): string | undefined {
  const link = descriptors.find(
    (descriptor) => "rel" in descriptor && descriptor.rel === "canonical",
  );
  return link && "href" in link ? String(link.href) : undefined;
}

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
