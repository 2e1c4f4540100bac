import { Link } from "react-router";
import { useHydrated } from "#app/ui/use-hydrated.ts";
import {
  certificatesLabel,
  directionsLabel,
  emailLabel,
  instagramLabel,
  legalMenuLabel,
  phoneLabel,
  versionLabel,
} from "#content/frame.ts";
import type { Mode } from "#content/mode.ts";
import { legalLinks } from "#content/navigation.ts";
import { certificates, fullAddress, practice } from "#content/practice.ts";
import { siteVersion } from "#content/site-version.ts";
import { CertificateSeal } from "./certificate-seal.tsx";

/**
 * The current year on the visitor's device. The prerendered HTML carries the build's year (the
 * fallback without script); hydration keeps that text, and the key then swaps in an element
 * rendered on the device, since an unchanged value would leave the build's text in place.
 */
function CurrentYear() {
  const hydrated = useHydrated();
  return (
    <span key={hydrated ? "device" : "build"} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}

export function SiteFooter({ mode }: { mode: Mode }) {
  return (
    <footer className="site-footer" id="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {practice.brand}
          </h2>
          <address className="site-footer__address">
            {practice.address.street}
            <br />
            {practice.address.postalCode} {practice.address.city}
          </address>
          <p>
            {`${phoneLabel} `}
            <a href={practice.phone.href}>{practice.phone.display}</a>
            <br />
            <small>{practice.phoneNote}</small>
          </p>
          <p>
            {`${emailLabel} `}
            <a href={`mailto:${practice.email}`}>{practice.email}</a>
          </p>
          <p>
            <a href={practice.instagram.url} rel="noopener noreferrer">
              {instagramLabel}
              {practice.instagram.handle}
            </a>
          </p>
        </section>
        <nav aria-label={legalMenuLabel} className="site-footer__legal">
          <ul>
            {legalLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.name}</Link>
              </li>
            ))}
            <li>
              <a href={practice.mapUrl} rel="noopener noreferrer">
                {`${directionsLabel} `}
                {fullAddress}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      {mode === "psychotherapie" && (
        <ul className="site-footer__certificates" aria-label={certificatesLabel}>
          {certificates.map((certificate) => (
            <li key={certificate.name}>
              <CertificateSeal certificate={certificate} />
            </li>
          ))}
        </ul>
      )}
      <p className="site-footer__meta">
        <span>
          © <CurrentYear /> {practice.brand}
        </span>
        <span>{practice.builderCredit}</span>
        <span>
          {`${versionLabel} `}
          {siteVersion}
        </span>
      </p>
    </footer>
  );
}
