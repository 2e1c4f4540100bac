/**
 * The certificate and association seals that the footer shows in psychotherapie mode
 * (requirements §1), drawn inline instead of as image files (decision 008).
 */
import type { ReactNode } from "react";
import type { Certificate } from "#content/practice.ts";

/** The emblem in each seal's upper half (colours and strokes: `.seal__*` in footer.css). */
const EMBLEMS: Record<Certificate["emblem"], ReactNode> = {
  leaf: (
    <path
      className="seal__leaf"
      d="M48 14C40 18 36 24 37 30C38 34 44 34 48 30C52 34 58 34 59 30C60 24 56 18 48 14Z"
    />
  ),
  eyes: (
    <>
      <path className="seal__line" d="M34 24Q48 12 62 24Q48 36 34 24Z" />
      <circle className="seal__dot" cx="48" cy="24" r="4.2" />
    </>
  ),
  spiral: (
    <path
      className="seal__line"
      d="M47 24a1.5 1.5 0 1 1 3 0a3 3 0 1 1-6 0a4.5 4.5 0 1 1 9 0a6 6 0 1 1-12 0"
    />
  ),
  wave: <path className="seal__line" d="M33 25Q38 17 43 25T53 25T63 25" />,
  hands: (
    <>
      <path className="seal__line" d="M36 28C38 20 44 18 48 23C52 18 58 20 60 28" />
      <circle className="seal__sun" cx="48" cy="16" r="3.4" />
    </>
  ),
};

/**
 * A certificate seal: a picture (role img, whose children are presentational) named with the
 * certificate's full name. Its lettering is part of the drawing, about 6 to 15 px and too
 * small to be read as text, so the name carries the text (WCAG 1.1.1, 1.4.4).
 *
 * Drawn inline. As `<img>` files each seal was an SVG document of its own
 * that laid out its text with its own font lookups: the five cost about 20 ms of main-thread
 * layout and paint per page on the bench machine. Inline they share the page's fonts and
 * layout and cost about as much as no seals at all (decision 008).
 */
export function CertificateSeal({ certificate }: { certificate: Certificate }) {
  const { title } = certificate;
  return (
    <svg className="seal" viewBox="0 0 96 96" role="img" aria-label={certificate.name}>
      <circle className="seal__disc" cx="48" cy="48" r="46" />
      <circle className="seal__ring" cx="48" cy="48" r="39.5" />
      {EMBLEMS[certificate.emblem]}
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text takes no focus; the img's name carries it. */}
      <g aria-hidden="true">
        <text
          className="seal__title"
          x="48"
          y="55"
          fontSize={title.length <= 2 ? 22 : title.length <= 4 ? 17 : 14}
        >
          {title}
        </text>
        <text className="seal__subtitle" x="48" y="70">
          {certificate.subtitle}
        </text>
      </g>
    </svg>
  );
}
