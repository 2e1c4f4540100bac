/** The sizes and colours every drawing and every encoder of the media generator share. */

/** The practice's colours: psychotherapie green, sportphysiotherapie brown, warm beige. */
export const C = {
  green900: "#1b362f",
  green800: "#214239",
  green700: "#2f5d50",
  green600: "#3f7262",
  green500: "#5f8c76",
  green400: "#7fa88f",
  green300: "#a3c1ad",
  green200: "#c8dacd",
  green100: "#e6efe9",
  brown900: "#3b2817",
  brown800: "#4e3521",
  brown700: "#6b4a2f",
  brown600: "#8f6238",
  brown500: "#b07a42",
  brown400: "#c48a4a",
  brown300: "#dcae78",
  brown200: "#ecd0a8",
  brown100: "#f6e7d2",
  beige50: "#fcf9f4",
  beige100: "#faf7f2",
  beige200: "#f4ecdf",
  beige300: "#ead9c0",
  beige400: "#dcc6a6",
  light: "#fffaf0",
} as const;

/** The coordinate spaces of the drawings: home hero 16:10, the other heroes 16:9, portraits 4:5. */
export const HOME = { w: 1600, h: 1000 } as const;
export const HERO = { w: 1600, h: 900 } as const;
export const PORTRAIT = { w: 800, h: 1000 } as const;

/** The widths written of every responsive picture. */
export const WIDTHS = {
  hero: [480, 800, 1200, 1600, 2000],
  portrait: [320, 480, 640, 800],
} as const;

/** Video settings: 8 s at 24 frames per second, 1280 × 720, no audio track. */
export const VIDEO = { seconds: 8, fps: 24, width: 1280, maxBytes: 1_000_000 } as const;
