/**
 * The why-me page (requirements §2) on warum-{product} at the top level and under both lines:
 * five reasons, each with title and message.
 */
import { pageMeta } from "#app/seo.ts";
import { ContactPanel } from "#app/ui/contact-panel.tsx";
import { PageHero } from "#app/ui/page-hero.tsx";
import { lastSegment } from "#app/ui/page-path.ts";
import { WHY_PRODUCTS, type WhyProduct } from "#content/page-slugs.ts";
import { reasons, warumPages } from "#content/pages/warum.ts";

/** The product of warum-{product}; the route table only routes known products. */
function productOf(pathname: string): WhyProduct {
  const product = lastSegment(pathname).replace(/^warum-/, "");
  const known = WHY_PRODUCTS.find((candidate) => candidate === product);
  if (!known) throw new Error(`No why-me page for "${product}"`);
  return known;
}

/** The same page is reachable under three prefixes; its canonical URL is its own line's. */
const canonicalPath = (product: WhyProduct) => `/${product}/warum-${product}`;

export const head = (path: string) => {
  const product = productOf(path);
  return pageMeta(warumPages[product].meta, canonicalPath(product));
};

export default function WhyMe({ path }: { path: string }) {
  const product = productOf(path);
  const page = warumPages[product];
  return (
    <article className="content-page why-me">
      <PageHero heading={page.heading} lead={page.lead} />
      <div className="page-content">
        <ol className="reasons">
          {reasons[product].map((reason) => (
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
