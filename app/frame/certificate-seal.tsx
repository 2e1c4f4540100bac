import type { ReactNode } from "react";
import type { Certificate } from "../../content/practice.ts";

/** The emblem in each seal's upper half. */
const EMBLEMS: Record<Certificate["emblem"], ReactNode> = {
  leaf: (
    <path
      d="M48 14 C40 18 36 24 37 30 C38 34 44 34 48 30 C52 34 58 34 59 30 C60 24 56 18 48 14 Z"
      fill="#7fa88f"
    />
  ),
  eyes: (
    <>
      <path d="M34 24 Q48 12 62 24 Q48 36 34 24 Z" fill="none" stroke="#3f7262" strokeWidth="2.4" />
      <circle cx="48" cy="24" r="4.2" fill="#3f7262" />
    </>
  ),
  spiral: (
    <path
      d="M47 24 a1.5 1.5 0 1 1 3 0 a3 3 0 1 1 -6 0 a4.5 4.5 0 1 1 9 0 a6 6 0 1 1 -12 0"
      fill="none"
      stroke="#3f7262"
      strokeWidth="2.2"
      strokeLinecap="round"
    />
  ),
  wave: (
    <path
      d="M33 25 Q38 17 43 25 T53 25 T63 25"
      fill="none"
      stroke="#3f7262"
      strokeWidth="2.6"
      strokeLinecap="round"
    />
  ),
  hands: (
    <>
      <path
        d="M36 28 C38 20 44 18 48 23 C52 18 58 20 60 28"
        fill="none"
        stroke="#3f7262"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="48" cy="16" r="3.4" fill="#c48a4a" />
    </>
  ),
};

/**
 * A certificate seal, drawn inline. As `<img>` files each seal was an SVG document of its own
 * that laid out its text with its own font lookups: the five cost about 20 ms of main-thread
 * layout and paint per page on the reference machine. Inline they share the page's fonts and
 * cost as good as nothing (measured with and without the list).
 */
export function CertificateSeal({ certificate }: { certificate: Certificate }) {
  const { title } = certificate;
  const titleSize = title.length <= 2 ? 22 : title.length <= 4 ? 17 : 14;
  return (
    <svg className="seal" viewBox="0 0 96 96" role="img" aria-label={certificate.name}>
      <circle cx="48" cy="48" r="46" fill="#fbfaf6" stroke="#2f5d50" strokeWidth="3" />
      <circle
        cx="48"
        cy="48"
        r="39.5"
        fill="none"
        stroke="#c48a4a"
        strokeWidth="1.2"
        strokeDasharray="2.5 2.5"
      />
      {EMBLEMS[certificate.emblem]}
      <text x="48" y="55" className="seal__title" fontSize={titleSize}>
        {title}
      </text>
      <text x="48" y="70" className="seal__subtitle">
        {certificate.subtitle}
      </text>
    </svg>
  );
}
