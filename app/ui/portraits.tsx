/**
 * The two portraits of the about page (requirements §2), chosen by mode. The alt texts come with
 * the pictures (content/media.ts), so they always describe what is actually shown.
 */
import { media } from "#content/media.ts";
import type { Mode } from "#content/mode.ts";
import { ResponsiveImage } from "./responsive-image.tsx";

/** Rendered widths: side by side in the intro's column on wide screens, else in the text flow. */
const SIZES = ["(min-width: 52rem) 16rem, 56vw", "(min-width: 52rem) 11rem, 38vw"] as const;

export function Portraits({ mode }: { mode: Mode }) {
  return (
    <div className={`portraits portraits--${mode}`}>
      {media.portraits[mode].map((image, index) => (
        <div key={image.src} className="portraits__item">
          <ResponsiveImage image={image} sizes={SIZES[index] ?? SIZES[1]} className="portrait" />
        </div>
      ))}
    </div>
  );
}
