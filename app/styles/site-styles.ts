/**
 * The whole site's CSS, written into every prerendered page as one inline <style> (decision
 * 008): the first paint needs only the HTML, no stylesheet request. Every page carries all
 * rules, so a client-side navigation never waits for CSS either. The browser bundle gets an
 * empty string: the prerendered <style> stays as it is when React hydrates (it does not patch
 * a <style> element's content), and the text is not shipped a second time inside JavaScript.
 * The development server renders in the browser only, so it gets the text there.
 */
import contact from "./contact.css?inline";
import media from "./media.css?inline";
import pages from "./pages.css?inline";
import site from "./site.css?inline";

export const siteStyles =
  import.meta.env.SSR || import.meta.env.DEV ? [site, media, pages, contact].join("\n") : "";
