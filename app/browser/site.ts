/**
 * The site module: the one script of every page (decision 011), plain TypeScript without a
 * framework, budgeted at 4 KiB brotli with everything it imports. It adds what HTML and CSS
 * cannot do: the frame's menu rules and the footer's year (frame.ts), the floating quick links
 * stepping aside from what they would cover (quick-links.ts), and the heroes' motion with its
 * control (hero-motion.ts). It never touches the contact form, which the contact island
 * hydrates on its own.
 */
import { enhanceFrame } from "./frame.ts";
import { enhanceHeroes } from "./hero-motion.ts";
import { enhanceQuickLinks } from "./quick-links.ts";

enhanceFrame();
enhanceQuickLinks();
// A page the browser prerenders for a likely next click (app/speculation-rules.ts) starts to
// move when the visitor sees it, not before.
if ((document as Document & { prerendering?: boolean }).prerendering) {
  document.addEventListener("prerenderingchange", enhanceHeroes, { once: true });
} else {
  enhanceHeroes();
}
// The browser tests wait for this (e2e/fixtures.ts): the listeners are in place.
document.documentElement.dataset.enhanced = "true";
