/**
 * The sports hero's rotating line (requirements §9), as prerendered: the first text complete,
 * which is what a visitor without script or with reduced motion keeps. Screen readers get all
 * texts once; the invisible copies of every text reserve the height of the longest, so nothing
 * below jumps while the site module types the others in (app/browser/hero-motion.ts). It moves
 * only inside a hero with a motion control (page-hero.tsx, WCAG 2.2.2).
 */
export function Typewriter({ texts }: { texts: readonly string[] }) {
  return (
    <p className="typewriter">
      <span className="visually-hidden">{texts.join(" ")}</span>
      <span className="typewriter__stack" aria-hidden="true">
        {texts.map((candidate) => (
          <span key={candidate} className="typewriter__sizer">
            {candidate}
          </span>
        ))}
        <span className="typewriter__text">{texts[0]}</span>
      </span>
    </p>
  );
}
