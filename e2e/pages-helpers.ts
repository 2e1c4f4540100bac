/** Helpers of the pages' browser tests. */

/** Text with non-breaking spaces as plain spaces (the copy uses them for typography). */
export const plain = (text: string) => text.replaceAll("\u00a0", " ");
