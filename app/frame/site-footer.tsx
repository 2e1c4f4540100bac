/**
 * The footer of every page (requirements §1, shared frame): the practice's address, phone,
 * e-mail and Instagram, costs and legal links, the seals in psychotherapie mode, and the
 * year, builder credit and version.
 */
import {
  certificatesLabel,
  costsLink,
  directionsLabel,
  emailLabel,
  instagramLabel,
  legalMenuLabel,
  phoneLabel,
  versionLabel,
} from "#content/frame.ts";
import type { Mode } from "#content/mode.ts";
import { legalLinks } from "#content/navigation.ts";
import { certificates, fullAddress, type Practice, practice } from "#content/practice.ts";
import { siteVersion } from "#content/site-version.ts";
import { CertificateSeal } from "./certificate-seal.tsx";

/** The practice's contact details as the footer shows them (also the editor's preview of the facts). */
export type FooterFacts = Pick<
  Practice,
  "brand" | "address" | "phone" | "phoneNote" | "email" | "instagram"
>;

export function FooterContact({ practice }: { practice: FooterFacts }) {
  return (
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
  );
}

export function SiteFooter({ mode }: { mode: Mode }) {
  return (
    <footer className="site-footer" id="site-footer">
      <div className="site-footer__grid">
        <FooterContact practice={practice} />
        <nav aria-label={legalMenuLabel} className="site-footer__legal">
          <ul>
            <li>
              <a href={costsLink.path}>{costsLink.name}</a>
            </li>
            {legalLinks.map((link) => (
              <li key={link.path}>
                <a href={link.path}>{link.name}</a>
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
        {/* The build's year; the site module writes the visitor's (app/browser/frame.ts). */}
        <span>
          © <span className="site-footer__year">{new Date().getFullYear()}</span> {practice.brand}
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
