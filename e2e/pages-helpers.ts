/** Helpers of the pages' browser tests. */
import type { Page } from "@playwright/test";

/** Waits until React has hydrated the page's main heading (event handlers are attached). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const element = document.querySelector("main h1");
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  });
}

/** Text with non-breaking spaces as plain spaces (the copy uses them for typography). */
export const plain = (text: string) => text.replaceAll("\u00a0", " ");
