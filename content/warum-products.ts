/** The products a why-me page exists for (warum-{product}). */
export const WHY_PRODUCTS = ["psychotherapie", "sportphysiotherapie"] as const;
export type WhyProduct = (typeof WHY_PRODUCTS)[number];
