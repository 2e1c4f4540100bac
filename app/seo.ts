/** A page's head: its title, description, canonical URL and Open Graph data (app/document.tsx renders them). */
import type { PageMeta } from "#content/page-types.ts";
import { practice } from "#content/practice.ts";
import { shareImage } from "#content/share-image.ts";

/** One element of a page's <head>, in the order the page gives them. */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { rel: "canonical"; href: string };

/** The canonical URL among a page's head entries, if it names one (the 404 page does not). */
export function canonicalOf(tags: readonly HeadTag[]): string | undefined {
  const link = tags.find((tag) => "rel" in tag && tag.rel === "canonical");
  return link && "href" in link ? link.href : undefined;
}

/** Head data of a page: title, description, author, keywords, canonical URL, Open Graph. */
export function pageMeta(meta: PageMeta, pathname: string): HeadTag[] {
  const url = `${practice.siteUrl}${pathname === "/" ? "" : pathname.replace(/\/+$/, "")}`;
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { name: "author", content: practice.name },
    { name: "keywords", content: meta.keywords.join(", ") },
    { rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "de_DE" },
    { property: "og:site_name", content: practice.brand },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${practice.siteUrl}${shareImage.src}` },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: shareImage.alt },
  ];
}

/**
 * Head data of a page that is no address of its own to find or share (the 404 page, the pages
 * a contact form leads to): no canonical URL, no og:url, and `noindex`.
 */
export function unlistedPageMeta(meta: PageMeta, pathname: string): HeadTag[] {
  return [
    ...pageMeta(meta, pathname).filter(
      (tag) =>
        !("rel" in tag && tag.rel === "canonical") &&
        !("property" in tag && tag.property === "og:url"),
    ),
    { name: "robots", content: "noindex" },
  ];
}
