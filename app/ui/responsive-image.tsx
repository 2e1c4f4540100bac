/** Every picture of the site (hero pictures, video posters, portraits) as a <picture>. */
import type { MediaImage } from "#content/content-types.ts";

type Props = {
  image: MediaImage;
  /** The image's rendered width per breakpoint, e.g. "100vw" or "(min-width: 48rem) 24rem, 90vw". */
  sizes: string;
  /** The page's main picture (LCP): loaded at once with high priority instead of lazily. */
  priority?: boolean;
  /** Set on the <img> (the <picture> takes no part in layout). */
  className?: string;
};

/**
 * A picture from content/media.ts: AVIF and WebP in several widths, a fallback file, and its
 * width and height, so the browser reserves the space before the file arrives.
 */
export function ResponsiveImage({ image, sizes, priority = false, className }: Props) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={className}
        {...(priority
          ? { loading: "eager", fetchPriority: "high" }
          : { loading: "lazy", decoding: "async" })}
      />
    </picture>
  );
}
