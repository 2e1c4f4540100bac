/** Helpers of the pages' browser tests. */

/** Text with non-breaking spaces as plain spaces (the copy uses them for typography). */
export const plain = (text: string) => text.replaceAll("\u00a0", " ");

/**
 * The first entry of an FAQ list whose answer links a page of the site: its question, and the
 * link's text and address as the answer's HTML writes them (the copy is the practice's).
 */
export function faqEntryLinkingAPage(entries: readonly { question: string; answer: string }[]): {
  question: string;
  label: string;
  href: string;
} {
  for (const entry of entries) {
    const link = /<a href="(\/[^"]*)">([^<]+)<\/a>/.exec(entry.answer);
    if (link) return { question: entry.question, href: link[1] ?? "", label: link[2] ?? "" };
  }
  throw new Error("no FAQ answer links a page of the site");
}
