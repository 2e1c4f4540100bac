/**
 * The home page on /home (requirements §2): full-screen background, logo, tagline and the two
 * ways into the site, which small screens show in a fixed bottom bar.
 */
import { pageMeta } from "#app/seo.ts";
import { HeroBackdrop } from "#app/ui/hero-backdrop.tsx";
import { homeBarLabel } from "#content/frame.ts";
import { media } from "#content/media.ts";
import { home } from "#content/pages/home.ts";

export const head = () => pageMeta(home.meta, "/home");

/** The label without its soft hyphens, for the link's name and where the line is wide. */
const plain = (label: string) => label.replaceAll("\u00ad", "");

export default function Home() {
  return (
    <div className="home">
      <section className="home__stage" aria-labelledby="home-heading">
        <HeroBackdrop slot="home" media={{ image: media.homeHero }} />
        <div className="home__content">
          <h1 id="home-heading" className="home__logo">
            <img
              src={media.logo.src}
              alt={home.heading}
              width={media.logo.width}
              height={media.logo.height}
            />
          </h1>
          <p className="home__tagline">{home.tagline}</p>
          <ul className="home__links">
            {home.links.map((link) => (
              <li key={link.to}>
                <a className="home__link" href={link.to}>
                  <span className="home__link-label">{plain(link.label)}</span>
                  <span className="home__link-text">{link.description}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <nav className="home-bar" aria-label={homeBarLabel}>
        <ul className="home-bar__list">
          {home.links.map((link) => (
            <li key={link.to}>
              {/* Named by the label without its soft hyphens, which Chromium keeps in a name
                  made of the text: the text on screen is hidden from assistive technology, as
                  an aria-label that differs from it fails Label in Name (WCAG 2.5.3) in axe. */}
              <a className="home-bar__link" href={link.to}>
                <span aria-hidden="true">{link.label}</span>
                <span className="visually-hidden">{plain(link.label)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
