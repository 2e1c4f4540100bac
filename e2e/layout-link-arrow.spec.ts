/**
 * The arrow after a text link ("Mehr zur EMDR-Traumatherapie ›") stays on the line of the
 * link's last word on a narrow phone; it used to wrap onto a line of its own at 320 px.
 */
import { expect, scriptsReady, test } from "./fixtures.ts";

/** Pages whose text links wrapped or came close to the edge on phones. */
const PAGES = ["/psychotherapie", "/psychotherapie/leistungen/konfliktbehandlung", "/ueber-mich"];

for (const width of [320, 360, 390, 414]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 } });

    test("every link arrow sits on the line of the link's last word", async ({ page }) => {
      for (const path of PAGES) {
        await page.goto(path);
        await scriptsReady(page);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const links = await page.locator("main .link-list__link").evaluateAll((elements) =>
          elements.map((link) => {
            const arrow = getComputedStyle(link, "::after").content;
            // The last character of the link's own text, and the link's last line: the arrow is
            // the last thing in it, so it shares that line exactly when the character does.
            const text = [...link.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
            const last = text[text.length - 1] as Text;
            const range = document.createRange();
            range.setStart(last, (last.textContent ?? "").trimEnd().length - 1);
            range.setEnd(last, (last.textContent ?? "").trimEnd().length);
            const character = range.getBoundingClientRect();
            const box = link.getBoundingClientRect();
            const style = getComputedStyle(link);
            const contentBottom =
              box.bottom -
              Number.parseFloat(style.paddingBottom) -
              Number.parseFloat(style.borderBottomWidth);
            // "normal" resolves to about 1.2 times the font size.
            const lineHeight =
              Number.parseFloat(style.lineHeight) || 1.2 * Number.parseFloat(style.fontSize);
            return {
              label: link.textContent,
              arrow,
              gapBelowLastCharacter: Math.round(contentBottom - character.bottom),
              lineHeight,
            };
          }),
        );
        expect(links.length, path).toBeGreaterThan(0);
        for (const link of links) {
          // Less than a line below the last character: no line holds the arrow alone.
          expect(link.gapBelowLastCharacter, `${path}: ${link.label}`).toBeLessThan(
            link.lineHeight / 2,
          );
          expect(link.arrow, `${path}: ${link.label}`).toContain("›");
        }
      }
    });
  });
}
