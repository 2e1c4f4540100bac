/**
 * The page being prerendered: its URL path and mode, given by the document (app/document.tsx)
 * to every component of the frame and the page. Nothing of it runs in the browser.
 */
import { createContext, useContext } from "react";
import type { Mode } from "#content/mode.ts";

export type PageInfo = {
  /** The URL path the page is prerendered for, e.g. "/psychotherapie/traumatherapie/fuerth". */
  path: string;
  /** The mode of its first segment; the 404 page (/404) is neutral. */
  mode: Mode;
};

export const PageContext = createContext<PageInfo | undefined>(undefined);

export function usePage(): PageInfo {
  const page = useContext(PageContext);
  if (!page) throw new Error("usePage() outside a page: render it inside <PageContext>");
  return page;
}

export const useMode = (): Mode => usePage().mode;
