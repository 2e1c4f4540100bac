import { pageMeta } from "#app/seo.ts";
import { ContactPanel } from "#app/ui/contact-panel.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { lastSegment, loaderPathname } from "#app/ui/page-path.ts";
import { WHY_PRODUCTS, type WhyProduct } from "#content/page-slugs.ts";
import { reasons, warumPages } from "#content/pages/warum.ts";
import type { Route } from "./+types/why-me";

/** The product of warum-{product}; the route table only routes known products. */
function productOf(pathname: string): WhyProduct {
  const product = lastSegment(pathname).replace(/^warum-/, "");
  const known = WHY_PRODUCTS.find((candidate) => candidate === product);
  if (!known) throw new Error(`No why-me page for "${product}"`);
  return known;
}

/** The same page is reachable under three prefixes; its canonical URL is its own line's. */
const canonicalPath = (product: WhyProduct) => `/${product}/warum-${product}`;

/** Runs when the page is prerendered: the page carries only its own copy (decision 008). */
export const loader = ({ request }: Route.LoaderArgs) => {
  const product = productOf(loaderPathname(request));
  return { product, page: warumPages[product], reasons: reasons[product] };
};

export const meta: Route.MetaFunction = ({ loaderData: { product, page } }) =>
  pageMeta(page.meta, canonicalPath(product));

/** requirements §2 why-me page: five reasons, each with title and message. */
export default function WhyMe({ loaderData: { page, reasons } }: Route.ComponentProps) {
  return (
    <article className="content-page why-me">
      <PageHero heading={page.heading} lead={page.lead} />
      <div className="page-content">
        <ol className="reasons">
          {reasons.map((reason) => (
            <li key={reason.id} id={reason.id} className="card reason">
              <h2 className="card__title">{reason.title}</h2>
              <p className="card__text">{reason.msg}</p>
            </li>
          ))}
        </ol>
        <ContactPanel {...page.contactPanel} />
      </div>
    </article>
  );
}
