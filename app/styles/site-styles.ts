/**
 * The whole site's CSS, written into every prerendered page as one inline <style> (decision
 * 008): the first paint needs only the HTML, no stylesheet request. Every page carries all
 * rules, so the next page never waits for CSS either. Only the build's renderer imports this
 * module (app/document.tsx): no browser script carries the text.
 *
 * The order is the cascade's: a later file's rule wins over an earlier one's of the same
 * specificity, so a file moves in this list only with its rules checked. The four groups were
 * four stylesheets once (site, media, pages, contact); the files of a group are joined with
 * nothing and the groups with a line break, so the page carries the same text as before the
 * split, byte for byte.
 */
import about from "./about.css?inline";
import base from "./base.css?inline";
import contactPage from "./contact-page.css?inline";
import crisisNote from "./crisis-note.css?inline";
import faq from "./faq.css?inline";
import footer from "./footer.css?inline";
import formResult from "./form-result.css?inline";
import forms from "./forms.css?inline";
import header from "./header.css?inline";
import hero from "./hero.css?inline";
import home from "./home.css?inline";
import legal from "./legal.css?inline";
import media from "./media.css?inline";
import motion from "./motion.css?inline";
import page from "./page.css?inline";
import pageSections from "./page-sections.css?inline";
import quickLinks from "./quick-links.css?inline";
import statusMessages from "./status-messages.css?inline";
import typewriter from "./typewriter.css?inline";
import wizard from "./wizard.css?inline";

const groups: readonly (readonly string[])[] = [
  // The frame every page shares: tokens and base, header, quick links, page column, footer.
  [base, header, quickLinks, page, footer, motion, crisisNote],
  // Pictures and hero videos.
  [media],
  // The pages' parts.
  [hero, pageSections, typewriter, about, faq, legal, home, formResult],
  // The contact page and its forms.
  [contactPage, forms, wizard, statusMessages],
];

export const siteStyles = groups.map((files) => files.join("")).join("\n");
