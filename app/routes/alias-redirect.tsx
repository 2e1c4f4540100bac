import { redirect } from "react-router";
import { canonicalPathFor } from "#app/url-aliases.ts";
import type { Route } from "./+types/alias-redirect";

/** Alias URLs: the server answers 301; in the app they redirect on the client. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  throw redirect(`${canonicalPathFor(url.pathname) ?? "/home"}${url.search}${url.hash}`);
}

export default function AliasRedirect() {
  return null;
}
