import { Link } from "react-router";
import { pageMeta } from "#app/seo.ts";
import { HeroBackdrop } from "#app/ui/hero-backdrop.tsx";
import { homeBarLabel } from "#content/frame.ts";
import { media } from "#content/media.ts";
import { home } from "#content/pages/home.ts";
import type { Route } from "./+types/home";

/** Runs when the page is prerendered: copy and pictures travel as data (decision 008). */
export const loader = () => ({ ...home, logo: media.logo, picture: media.homeHero });

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.meta, "/home");

/** The label without its soft hyphens, for the link's name and where the line is wide. */
const plain = (label: string) => label.replaceAll("\u00ad", "");

/** requirements §2 Home: full-screen background, logo, tagline and the two ways into the site. */
export default function Home({ loaderData: home }: Route.ComponentProps) {
  return (
    <div className="home">
      <section className="home__stage" aria-labelledby="home-heading">
        <HeroBackdrop slot="home" media={{ image: home.picture }} />
        <div className="home__content">
          <h1 id="home-heading" className="home__logo">
            <img
              src={home.logo.src}
              alt={home.heading}
              width={home.logo.width}
              height={home.logo.height}
            />
          </h1>
          <p className="home__tagline">{home.tagline}</p>
          <ul className="home__links">
            {home.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="home__link">
                  <span className="home__link-label">{plain(link.label)}</span>
                  <span className="home__link-text">{link.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <nav className="home-bar" aria-label={homeBarLabel}>
        <ul className="home-bar__list">
          {home.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="home-bar__link" aria-label={plain(link.label)}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
