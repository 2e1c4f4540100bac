/** decap-cms-locales ships no types: each locale is an object of phrases Decap registers. */
declare module "decap-cms-locales" {
  export const de: Record<string, unknown>;
}
