/**
 * Generates the site's own media from SVG written here: the logo and favicons, the hero
 * images, the portraits (illustrated silhouettes) and the two hero videos. (The placeholder
 * certificate seals are drawn inline by app/frame/certificate-seal.tsx.)
 *
 * Run once, by hand, when a picture changes; the outputs under public/media/ are committed,
 * so builds and tests never run this script (and never need ffmpeg):
 *
 *   npx node scripts/generate-media.ts                 # everything
 *   npx node scripts/generate-media.ts logo portraits  # only some groups
 *   npx node scripts/generate-media.ts --preview=/tmp/p heroes  # PNG previews, nothing else
 *
 * Groups: logo (logo.svg and the favicons), favicons (only the favicons, from the current
 * public/media/logo.svg: for a logo of the practice's own), heroes, portraits, videos.
 * Videos need Debian's ffmpeg
 * (`apt-get install -y ffmpeg`). content/media.ts lists what this writes; docs/media.md says
 * how the practice replaces a file with its own.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

const PUBLIC = join(import.meta.dirname, "..", "public");
const MEDIA = join(PUBLIC, "media");
/** With --preview=DIR: write one PNG per picture to DIR and nothing else. */
const PREVIEW = process.argv.find((arg) => arg.startsWith("--preview="))?.slice(10);

/** The practice's colours: psychotherapie green, sportphysiotherapie brown, warm beige. */
const C = {
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

// ---------------------------------------------------------------------------------------------
// SVG helpers

const TAU = Math.PI * 2;
const r1 = (n: number) => Math.round(n * 10) / 10;

function svgDocument(viewW: number, viewH: number, outW: number, body: string): string {
  const outH = Math.round((outW * viewH) / viewW);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewW} ${viewH}" width="${outW}" height="${outH}">${body}</svg>`;
}

function linear(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  dir: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = dir;
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join("");
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radial(id: string, stops: readonly (readonly [number, string, number?])[]): string {
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join("");
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

/** A soft, glowing blob: an ellipse filled with a radial gradient that fades to nothing. */
function glow(cx: number, cy: number, rx: number, ry: number, gradientId: string, opacity = 1) {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="url(#${gradientId})" opacity="${r1(opacity * 100) / 100}"/>`;
}

type Wave = readonly [frequency: number, phase: number, amplitude: number];

/** A hill line across the width: a sum of sine waves around baseY, closed to the bottom. */
function ridge(width: number, height: number, baseY: number, waves: readonly Wave[]): string {
  const step = width / 160;
  const points: string[] = [];
  for (let x = -step; x <= width + step; x += step) {
    const y = waves.reduce(
      (sum, [frequency, phase, amplitude]) =>
        sum + amplitude * Math.sin((x / width) * TAU * frequency + phase),
      baseY,
    );
    points.push(`${r1(x)},${r1(y)}`);
  }
  return `M${r1(-step)},${height + 2} L${points.join(" L")} L${r1(width + step)},${height + 2} Z`;
}

/** A thick limb of a pictogram figure: a polyline with round caps and joins. */
function limb(points: readonly (readonly [number, number])[], width: number, color: string) {
  const d = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x},${y}`).join(" ");
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A small deterministic random generator, so every run draws the same picture. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Scenes. Every scene is drawn in its own coordinate space; moving scenes take the loop
// position t in [0, 1) and use only whole periods of it, so the last frame meets the first.

const HOME = { w: 1600, h: 1000 } as const;
const HERO = { w: 1600, h: 900 } as const;
const PORTRAIT = { w: 800, h: 1000 } as const;

/** Home: a valley at dawn, green hills on the left, warm brown hills on the right, one path. */
function homeScene(): string {
  const { w, h } = HOME;
  const across = (id: string, left: string, middle: string, right: string) =>
    linear(
      id,
      [
        [0, left],
        [0.5, middle],
        [1, right],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    );
  const defs = [
    linear("sky", [
      [0, "#eadfcd"],
      [0.45, "#f5ede0"],
      [0.62, C.light],
    ]),
    radial("sun", [
      [0, C.light],
      [0.35, "#fff3dc", 0.9],
      [1, "#fff3dc", 0],
    ]),
    radial("mist", [
      [0, "#ffffff", 0.55],
      [1, "#ffffff", 0],
    ]),
    across("far", "#c3d5c7", "#eee2cf", "#ead0ab"),
    across("mid", "#9dbba7", "#e0cfb3", "#d9ad79"),
    across("near", C.green500, "#b9a27f", C.brown500),
    across("front", C.green700, "#6f6446", C.brown700),
    linear("path", [
      [0, "#f3e6d0", 0.9],
      [1, "#e7d3b4", 1],
    ]),
  ].join("");
  const body = [
    `<defs>${defs}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    glow(w * 0.5, h * 0.5, w * 0.42, h * 0.42, "sun"),
    `<circle cx="${w * 0.5}" cy="${h * 0.5}" r="${w * 0.045}" fill="#fbe7c4" opacity="0.95"/>`,
    `<path d="${ridge(w, h, h * 0.56, [
      [1.3, 0.4, 26],
      [3.1, 1.7, 12],
    ])}" fill="url(#far)"/>`,
    glow(w * 0.5, h * 0.6, w * 0.6, h * 0.07, "mist", 0.9),
    `<path d="${ridge(w, h, h * 0.64, [
      [1.1, 2.2, 34],
      [2.6, 0.3, 14],
    ])}" fill="url(#mid)"/>`,
    glow(w * 0.3, h * 0.68, w * 0.35, h * 0.05, "mist", 0.7),
    glow(w * 0.75, h * 0.7, w * 0.3, h * 0.05, "mist", 0.6),
    `<path d="${ridge(w, h, h * 0.74, [
      [0.9, 1.1, 40],
      [2.2, 2.9, 12],
    ])}" fill="url(#near)"/>`,
    `<path d="${ridge(w, h, h * 0.86, [
      [0.7, 3.6, 30],
      [1.9, 0.8, 10],
    ])}" fill="url(#front)"/>`,
    // The path from the viewer towards the light.
    `<path d="M${w * 0.39},${h + 2} C${w * 0.46},${h * 0.93} ${w * 0.4},${h * 0.87} ${w * 0.47},${h * 0.83} C${w * 0.5},${h * 0.81} ${w * 0.515},${h * 0.8} ${w * 0.52},${h * 0.792} C${w * 0.524},${h * 0.8} ${w * 0.52},${h * 0.815} ${w * 0.505},${h * 0.835} C${w * 0.46},${h * 0.88} ${w * 0.55},${h * 0.93} ${w * 0.6},${h + 2} Z" fill="url(#path)" opacity="0.9"/>`,
  ].join("");
  return body;
}

/** Psychotherapie: a still lake between green hills, morning mist, reeds in a light breeze. */
function psychotherapieScene(t: number): string {
  const { w, h } = HERO;
  const defs = [
    linear("sky", [
      [0, "#e4ece3"],
      [0.5, "#f3f1e6"],
      [0.62, C.light],
    ]),
    linear("lake", [
      [0, "#f6f2e6"],
      [0.35, "#d9e6dc"],
      [1, "#a9c5b3"],
    ]),
    radial("sun", [
      [0, C.light],
      [0.3, "#fff4de", 0.85],
      [1, "#fff4de", 0],
    ]),
    radial("mist", [
      [0, "#ffffff", 0.6],
      [1, "#ffffff", 0],
    ]),
    radial("mote", [
      [0, "#fffbef", 0.9],
      [1, "#fffbef", 0],
    ]),
  ].join("");
  const breathe = 1 + 0.04 * Math.sin(TAU * t);
  const horizon = h * 0.6;
  const parts: string[] = [
    `<defs>${defs}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    glow(w * 0.66, h * 0.4, w * 0.36 * breathe, h * 0.4 * breathe, "sun"),
    `<circle cx="${w * 0.66}" cy="${h * 0.42}" r="${w * 0.038}" fill="#fcf0d6" opacity="0.9"/>`,
    `<path d="${ridge(w, horizon + 4, h * 0.47, [
      [1.4, 0.9, 30],
      [3.3, 2.1, 10],
    ])}" fill="${C.green200}"/>`,
    `<path d="${ridge(w, horizon + 4, h * 0.53, [
      [1.0, 2.6, 38],
      [2.7, 0.5, 12],
    ])}" fill="${C.green300}"/>`,
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#lake)"/>`,
    // The hills mirrored in the still water.
    `<g transform="translate(0 ${2 * horizon}) scale(1 -1)" opacity="0.22"><path d="${ridge(
      w,
      horizon + 4,
      h * 0.53,
      [
        [1.0, 2.6, 38],
        [2.7, 0.5, 12],
      ],
    )}" fill="${C.green400}"/></g>`,
    // The sun's reflection on the water.
    glow(w * 0.66, horizon + h * 0.06, w * 0.07, h * 0.05 * breathe, "sun", 0.9),
  ];
  // Light on the water: short streaks that drift and shimmer.
  const rand = random(11);
  for (let i = 0; i < 26; i++) {
    const baseX = w * (0.45 + rand() * 0.45);
    const y = horizon + 8 + rand() ** 1.6 * (h * 0.22);
    const length = 20 + rand() * 90;
    const phase = rand() * TAU;
    const x = baseX + 14 * Math.sin(TAU * t + phase);
    const opacity = 0.18 + 0.22 * (0.5 + 0.5 * Math.sin(TAU * 2 * t + phase));
    parts.push(
      `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x + length)}" y2="${r1(y)}" stroke="#ffffff" stroke-width="${r1(2 + rand() * 3)}" stroke-linecap="round" opacity="${r1(opacity * 100) / 100}"/>`,
    );
  }
  // Mist bands drifting slowly back and forth.
  for (const [i, [y, rx, ry, amplitude, opacity]] of [
    [0.56, 0.5, 0.05, 60, 0.95],
    [0.61, 0.4, 0.04, -80, 0.8],
    [0.5, 0.35, 0.04, 50, 0.6],
  ].entries()) {
    const cx = w * (0.3 + 0.25 * i) + (amplitude ?? 0) * Math.sin(TAU * t + i);
    parts.push(glow(cx, h * (y ?? 0), w * (rx ?? 0), h * (ry ?? 0), "mist", opacity));
  }
  // Banks in the foreground, left and right.
  parts.push(
    `<path d="M-4,${h * 0.8} C${w * 0.12},${h * 0.77} ${w * 0.26},${h * 0.86} ${w * 0.4},${h + 4} L-4,${h + 4} Z" fill="${C.green600}"/>`,
    `<path d="M-4,${h * 0.88} C${w * 0.1},${h * 0.86} ${w * 0.2},${h * 0.92} ${w * 0.28},${h + 4} L-4,${h + 4} Z" fill="${C.green800}"/>`,
    `<path d="M${w + 4},${h * 0.87} C${w * 0.9},${h * 0.86} ${w * 0.8},${h * 0.93} ${w * 0.72},${h + 4} L${w + 4},${h + 4} Z" fill="${C.green700}"/>`,
  );
  // Reeds on the left bank, swaying in a light breeze: tapered blades bending about their base.
  const reeds = random(5);
  for (let i = 0; i < 26; i++) {
    const x = w * (0.01 + reeds() ** 1.3 * 0.2);
    const base = h * (0.9 + reeds() * 0.1) + 6;
    const height = h * (0.12 + reeds() * 0.2);
    const lean = 5 + 4 * Math.sin(TAU * t + reeds() * TAU) + (reeds() - 0.5) * 10;
    const radians = (lean * Math.PI) / 180;
    const tipX = x + height * Math.sin(radians);
    const tipY = base - height * Math.cos(radians);
    const cx = x + (tipX - x) * 0.25;
    const cy = base - height * 0.55;
    const half = 2.5 + reeds() * 3;
    const color = i % 3 === 0 ? C.green700 : C.green900;
    parts.push(
      `<path d="M${r1(x - half)},${r1(base)} Q${r1(cx)},${r1(cy)} ${r1(tipX)},${r1(tipY)} Q${r1(cx + half * 0.6)},${r1(cy)} ${r1(x + half)},${r1(base)} Z" fill="${color}"/>`,
    );
    if (i % 5 === 0) {
      const angle = 90 - lean;
      parts.push(
        `<ellipse cx="${r1(x + (tipX - x) * 0.82)}" cy="${r1(base - (base - tipY) * 0.82)}" rx="${r1(half * 1.6)}" ry="${r1(height * 0.07)}" fill="${C.brown700}" transform="rotate(${r1(-angle + 90)} ${r1(x + (tipX - x) * 0.82)} ${r1(base - (base - tipY) * 0.82)})"/>`,
      );
    }
  }
  // Light motes circling slowly above the water.
  const motes = random(23);
  for (let i = 0; i < 14; i++) {
    const cx = w * (0.3 + motes() * 0.65);
    const cy = h * (0.2 + motes() * 0.5);
    const radius = 20 + motes() * 40;
    const phase = motes() * TAU;
    const x = cx + radius * Math.cos(TAU * t + phase);
    const y = cy + radius * 0.6 * Math.sin(TAU * t + phase);
    const size = 6 + motes() * 14;
    parts.push(glow(x, y, size, size, "mote", 0.55 + 0.3 * Math.sin(TAU * t + phase * 2)));
  }
  return parts.join("");
}

/** Sportphysiotherapie: sunrise over warm hills, a running track, wind lines full of energy. */
function sportScene(t: number): string {
  const { w, h } = HERO;
  const sun = { x: w * 0.3, y: h * 0.5 };
  const defs = [
    linear("sky", [
      [0, "#efe2cf"],
      [0.45, "#f6e2c3"],
      [0.6, "#fbe9cd"],
    ]),
    radial("sun", [
      [0, C.light],
      [0.25, "#ffedcf", 0.95],
      [1, "#ffe3b8", 0],
    ]),
    radial("dust", [
      [0, "#fff4dd", 0.9],
      [1, "#fff4dd", 0],
    ]),
    linear("track", [
      [0, C.brown400],
      [1, C.brown600],
    ]),
    linear("ray", [
      [0, "#fff6e4", 0.5],
      [1, "#fff6e4", 0],
    ]),
  ].join("");
  const parts: string[] = [
    `<defs>${defs}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
  ];
  // Light rays turning very slightly around the sun.
  const turn = 3 * Math.sin(TAU * t);
  const rays: string[] = [];
  for (let i = 0; i < 9; i++) {
    const angle = -170 + i * 20 + turn;
    rays.push(
      `<path d="M0,-6 L${w * 0.9},-${w * 0.045} L${w * 0.9},${w * 0.045} L0,6 Z" fill="url(#ray)" transform="rotate(${r1(angle)})"/>`,
    );
  }
  parts.push(
    `<g transform="translate(${sun.x},${sun.y})" opacity="${r1((0.55 + 0.1 * Math.sin(TAU * t)) * 100) / 100}">${rays.join("")}</g>`,
    glow(sun.x, sun.y, w * 0.4, h * 0.55, "sun"),
    `<circle cx="${sun.x}" cy="${sun.y}" r="${w * 0.05}" fill="#f8d296"/>`,
    `<path d="${ridge(w, h, h * 0.56, [
      [1.2, 2.0, 24],
      [3.4, 0.7, 9],
    ])}" fill="${C.brown200}"/>`,
    `<path d="${ridge(w, h, h * 0.64, [
      [0.9, 0.6, 34],
      [2.3, 2.4, 12],
    ])}" fill="${C.brown300}"/>`,
    `<path d="${ridge(w, h, h * 0.73, [
      [0.8, 2.8, 30],
      [2.0, 1.2, 10],
    ])}" fill="${C.brown500}"/>`,
  );
  // The running track: a wide curve with light lane lines.
  const track = (offset: number) =>
    `M-20,${h * 0.9 + offset} C${w * 0.3},${h * 0.78 + offset} ${w * 0.65},${h * 0.76 + offset} ${w + 20},${h * 0.83 + offset}`;
  parts.push(
    `<path d="${track(0)} L${w + 20},${h + 4} L-20,${h + 4} Z" fill="url(#track)"/>`,
    ...[14, 40, 70, 104].map(
      (offset, i) =>
        `<path d="${track(offset)}" fill="none" stroke="${C.beige200}" stroke-width="${3 + i}" opacity="0.75"/>`,
    ),
    `<path d="${ridge(w, h, h * 0.97, [
      [0.6, 1.0, 16],
      [1.7, 2.2, 6],
    ])}" fill="${C.brown700}"/>`,
  );
  // Wind lines across the sky: dashes that travel whole pattern lengths per loop.
  const wind = random(7);
  for (let i = 0; i < 4; i++) {
    const y = h * (0.12 + i * 0.08);
    const bend = 18 + wind() * 24;
    const dash = 260 + Math.round(wind() * 200);
    const gap = 520 + Math.round(wind() * 300);
    const offset = -((dash + gap) * t * (i % 2 === 0 ? 1 : 2));
    parts.push(
      `<path d="M-40,${r1(y + bend)} C${r1(w * 0.3)},${r1(y - bend)} ${r1(w * 0.6)},${r1(y + bend * 1.5)} ${w + 40},${r1(y - bend * 0.5)}" fill="none" stroke="#fffaf0" stroke-width="${r1(2.5 + wind() * 1.5)}" stroke-linecap="round" stroke-dasharray="${dash} ${gap}" stroke-dashoffset="${r1(offset)}" opacity="0.6"/>`,
    );
  }
  // Warm dust in the light, drifting in small loops.
  const dust = random(31);
  for (let i = 0; i < 18; i++) {
    const cx = w * (0.1 + dust() * 0.6);
    const cy = h * (0.2 + dust() * 0.55);
    const radius = 15 + dust() * 35;
    const phase = dust() * TAU;
    const x = cx + radius * Math.cos(TAU * t + phase);
    const y = cy + radius * 0.5 * Math.sin(TAU * 2 * t + phase);
    const size = 4 + dust() * 10;
    parts.push(glow(x, y, size, size, "dust", 0.7));
  }
  return parts.join("");
}

// ---------------------------------------------------------------------------------------------
// Portraits: illustrated silhouettes, 4:5.

type PortraitTheme = {
  background: readonly [string, string];
  glow: string;
  figure: readonly [string, string];
  rim: string;
};

const THEMES: Record<"psychotherapie" | "sportphysiotherapie" | "default", PortraitTheme> = {
  psychotherapie: {
    background: [C.green100, C.green300],
    glow: "#fbf6e8",
    figure: [C.green700, C.green900],
    rim: "#f3ecd9",
  },
  sportphysiotherapie: {
    background: [C.brown100, C.brown300],
    glow: "#fff3df",
    figure: [C.brown700, C.brown900],
    rim: "#fbe6c4",
  },
  default: {
    background: [C.beige200, C.beige400],
    glow: "#fffaf0",
    figure: ["#4a4a3a", "#2e2a22"],
    rim: "#f7ecd8",
  },
};

const BUST_HEAD = `<ellipse cx="400" cy="408" rx="106" ry="132"/><ellipse cx="400" cy="372" rx="116" ry="112"/><ellipse cx="296" cy="424" rx="14" ry="26"/><ellipse cx="504" cy="424" rx="14" ry="26"/>`;
const BUST_BODY = `<path d="M350,490 L450,490 L448,600 L352,600 Z"/><path d="M90,1004 C100,826 170,712 306,666 C344,652 352,620 352,574 L448,574 C448,620 456,652 494,666 C630,712 700,826 710,1004 Z"/>`;

function bust(theme: PortraitTheme, shoulders = 1): string {
  const body = `<g transform="translate(400 0) scale(${shoulders} 1) translate(-400 0)">${BUST_BODY}</g>`;
  return [
    // A rim of warm light along the left edge, then the figure over it.
    `<g fill="${theme.rim}" opacity="0.75" transform="translate(-7 -5)">${BUST_HEAD}${body}</g>`,
    `<g fill="url(#figure)">${BUST_HEAD}${body}</g>`,
    // The open collar of a shirt.
    `<path d="M346,640 L400,724 L454,640 C442,660 426,668 400,668 C374,668 358,660 346,640 Z" fill="${theme.rim}" opacity="0.18"/>`,
  ].join("");
}

function portraitDefs(theme: PortraitTheme): string {
  return [
    linear("bg", [
      [0, theme.background[0]],
      [1, theme.background[1]],
    ]),
    `<linearGradient id="figure" gradientUnits="userSpaceOnUse" x1="0" y1="220" x2="0" y2="1000"><stop offset="0" stop-color="${theme.figure[0]}"/><stop offset="1" stop-color="${theme.figure[1]}"/></linearGradient>`,
    radial("halo", [
      [0, theme.glow],
      [0.5, theme.glow, 0.6],
      [1, theme.glow, 0],
    ]),
    radial("soft", [
      [0, "#ffffff", 0.55],
      [1, "#ffffff", 0],
    ]),
  ].join("");
}

/** Soft round lights in the background. */
function bokeh(seed: number, count: number, color: string): string {
  const rand = random(seed);
  const circles: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = 24 + rand() * 70;
    circles.push(
      `<circle cx="${r1(rand() * PORTRAIT.w)}" cy="${r1(rand() * PORTRAIT.h * 0.75)}" r="${r1(r)}" fill="${color}" opacity="${r1((0.12 + rand() * 0.22) * 100) / 100}"/>`,
    );
  }
  return circles.join("");
}

function leaf(x: number, y: number, length: number, angle: number, color: string): string {
  const l = length;
  return `<path d="M0,0 C${l * 0.3},${-l * 0.28} ${l * 0.75},${-l * 0.25} ${l},0 C${l * 0.75},${l * 0.25} ${l * 0.3},${l * 0.28} 0,0 Z" fill="${color}" transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})"/>`;
}

/** A branch with leaves growing in from one side. */
function branch(seed: number, x: number, y: number, color: string, mirror = false): string {
  const rand = random(seed);
  const leaves: string[] = [
    `<path d="M0,0 C120,-40 220,-140 300,-300" fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round"/>`,
  ];
  for (let i = 1; i <= 8; i++) {
    const s = i / 9;
    const px = 300 * s ** 1.1 + 20 * Math.sin(s * 3);
    const py = -300 * s ** 1.4;
    const side = i % 2 === 0 ? 1 : -1;
    leaves.push(leaf(px, py, 70 + rand() * 40, -60 + side * (40 + rand() * 30), color));
  }
  return `<g transform="translate(${x} ${y}) scale(${mirror ? -1 : 1} 1)" opacity="0.55">${leaves.join("")}</g>`;
}

function portraitBust(mode: keyof typeof THEMES): string {
  const theme = THEMES[mode];
  const { w, h } = PORTRAIT;
  const parts = [
    `<defs>${portraitDefs(theme)}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
  ];
  if (mode === "psychotherapie") {
    parts.push(
      bokeh(3, 9, "#ffffff"),
      glow(400, 420, 380, 420, "halo"),
      branch(9, 40, 980, C.green600),
      branch(13, 790, 760, C.green500, true),
      bust(theme),
    );
  } else if (mode === "sportphysiotherapie") {
    const arcs = [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${-60 + i * 40},${880 - i * 60} C200,${420 - i * 70} 560,${300 - i * 60} 880,${520 - i * 80}" fill="none" stroke="${i === 1 ? C.brown400 : "#fff6e6"}" stroke-width="${22 - i * 6}" stroke-linecap="round" opacity="0.5"/>`,
      )
      .join("");
    parts.push(glow(400, 420, 400, 420, "halo"), arcs, bokeh(17, 6, "#fff6e6"), bust(theme, 1.08));
  } else {
    parts.push(
      `<circle cx="400" cy="420" r="330" fill="${C.green400}" opacity="0.45"/>`,
      `<path d="M400,90 A330,330 0 0 1 400,750 Z" fill="${C.brown400}" opacity="0.45"/>`,
      glow(400, 420, 300, 320, "halo", 0.85),
      bokeh(29, 6, "#ffffff"),
      bust(theme),
    );
  }
  return parts.join("");
}

/** Psychotherapie: the conversation room – two armchairs, a window, a plant, one person. */
function portraitRoom(): string {
  const theme = THEMES.psychotherapie;
  const { w, h } = PORTRAIT;
  const figure = C.green800;
  const chair = (x: number, mirror: boolean, color: string) =>
    `<g transform="translate(${x} 0) scale(${mirror ? -1 : 1} 1)" fill="${color}"><rect x="-150" y="470" width="120" height="300" rx="46"/><rect x="-150" y="640" width="300" height="150" rx="40"/><rect x="-170" y="610" width="70" height="190" rx="30"/><rect x="110" y="610" width="70" height="190" rx="30"/><rect x="-130" y="790" width="18" height="70" rx="6"/><rect x="130" y="790" width="18" height="70" rx="6"/></g>`;
  const plantLeaves = random(41);
  const plant: string[] = [];
  for (let i = 0; i < 11; i++) {
    plant.push(
      leaf(400, 735, 110 + plantLeaves() * 80, -160 + i * 14 + plantLeaves() * 8, C.green600),
    );
  }
  return [
    `<defs>${portraitDefs(theme)}${linear("wall", [
      [0, "#eef3ec"],
      [1, "#dfe9e0"],
    ])}${linear("beam", [
      [0, "#fffaf0", 0.7],
      [1, "#fffaf0", 0],
    ])}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#wall)"/>`,
    // Window with morning light falling into the room.
    `<rect x="230" y="90" width="340" height="360" rx="14" fill="#fbf8ee"/>`,
    `<path d="M400,90 V450 M230,270 H570" stroke="#dfe9e0" stroke-width="10"/>`,
    `<path d="M230,450 L570,450 L740,1000 L60,1000 Z" fill="url(#beam)" opacity="0.6"/>`,
    `<rect y="860" width="${w}" height="140" fill="${C.green300}" opacity="0.55"/>`,
    chair(170, false, C.green400),
    chair(640, true, C.green500),
    // The plant between the chairs.
    plant.join(""),
    `<path d="M356,730 L444,730 L434,840 L366,840 Z" fill="${C.brown600}"/>`,
    // The person in the right chair, turned towards the empty one: listening.
    `<g fill="${figure}">`,
    `<circle cx="652" cy="418" r="50"/>`,
    `<path d="M604,480 C630,462 676,462 700,480 L712,664 L600,672 C590,600 592,530 604,480 Z"/>`,
    `</g>`,
    limb(
      [
        [640, 652],
        [512, 662],
        [506, 840],
      ],
      64,
      figure,
    ),
    limb(
      [
        [506, 850],
        [462, 854],
      ],
      30,
      figure,
    ),
    limb(
      [
        [622, 504],
        [598, 606],
        [540, 636],
      ],
      36,
      figure,
    ),
  ].join("");
}

/** Sportphysiotherapie: a runner on a ridge at sunrise. */
function portraitRunner(): string {
  const theme = THEMES.sportphysiotherapie;
  const { w, h } = PORTRAIT;
  const figure = C.brown800;
  return [
    `<defs>${portraitDefs(theme)}${radial("sunglow", [
      [0, C.light],
      [0.3, "#ffecc8", 0.9],
      [1, "#ffe2b0", 0],
    ])}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    glow(430, 560, 520, 520, "sunglow"),
    `<circle cx="430" cy="610" r="120" fill="#f8d296"/>`,
    `<path d="${ridge(w, h, 640, [
      [1.2, 0.5, 30],
      [2.8, 1.9, 10],
    ])}" fill="${C.brown300}"/>`,
    `<path d="${ridge(w, h, 770, [
      [0.7, 2.5, 34],
      [2.0, 0.9, 10],
    ])}" fill="${C.brown500}"/>`,
    `<path d="${ridge(w, h, 880, [
      [0.5, 1.0, 20],
      [1.6, 2.7, 8],
    ])}" fill="${C.brown700}"/>`,
    `<g transform="translate(20 90)">`,
    `<circle cx="458" cy="290" r="46" fill="${figure}"/>`,
    limb(
      [
        [436, 362],
        [396, 540],
      ],
      78,
      figure,
    ),
    limb(
      [
        [440, 388],
        [510, 458],
        [572, 408],
      ],
      36,
      figure,
    ),
    limb(
      [
        [424, 388],
        [348, 446],
        [306, 524],
      ],
      36,
      figure,
    ),
    limb(
      [
        [400, 540],
        [496, 620],
        [478, 752],
        [510, 756],
      ],
      50,
      figure,
    ),
    limb(
      [
        [392, 546],
        [330, 650],
        [236, 664],
        [226, 640],
      ],
      48,
      figure,
    ),
    `</g>`,
  ].join("");
}

/** Neutral: a person on a path between a green and a brown hill, looking at the light. */
function portraitPath(): string {
  const theme = THEMES.default;
  const { w, h } = PORTRAIT;
  const figure = "#3a372c";
  return [
    `<defs>${portraitDefs(theme)}${radial("sunglow", [
      [0, C.light],
      [0.35, "#fff2dc", 0.9],
      [1, "#fff2dc", 0],
    ])}${linear("path", [
      [0, "#f3e6d0"],
      [1, "#e4cfae"],
    ])}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    glow(400, 470, 460, 420, "sunglow"),
    `<path d="M-10,560 C140,500 300,520 420,600 L420,1010 L-10,1010 Z" fill="${C.green400}"/>`,
    `<path d="M810,540 C660,500 520,540 380,610 L380,1010 L810,1010 Z" fill="${C.brown400}"/>`,
    `<path d="M-10,720 C160,660 300,690 400,760 L400,1010 L-10,1010 Z" fill="${C.green700}"/>`,
    `<path d="M810,700 C640,660 500,700 400,770 L400,1010 L810,1010 Z" fill="${C.brown700}"/>`,
    `<path d="M250,1010 C330,900 390,780 400,640 C410,780 470,900 560,1010 Z" fill="url(#path)"/>`,
    // Seen from behind, walking towards the light.
    `<g transform="translate(400 900) scale(1.7) translate(-400 -900)">`,
    `<g fill="${figure}">`,
    `<circle cx="400" cy="652" r="26"/>`,
    `<path d="M366,686 C384,676 416,676 434,686 L446,800 L354,800 Z"/>`,
    `</g>`,
    limb(
      [
        [382, 790],
        [372, 896],
      ],
      30,
      figure,
    ),
    limb(
      [
        [418, 790],
        [430, 884],
      ],
      30,
      figure,
    ),
    limb(
      [
        [368, 700],
        [350, 790],
      ],
      18,
      figure,
    ),
    limb(
      [
        [432, 700],
        [452, 786],
      ],
      18,
      figure,
    ),
    `</g>`,
  ].join("");
}

// ---------------------------------------------------------------------------------------------
// Logo and favicons

/** A figure with open arms made of two leaves – green for the mind, brown for the body. */
function logoSvg(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">`,
    `<circle cx="32" cy="32" r="31" fill="#faf4ea"/>`,
    `<circle cx="32" cy="32" r="29.5" fill="none" stroke="${C.green700}" stroke-width="2"/>`,
    `<path d="M31 50 C22 47 12 37 11 21 C22 23 30 32 31 50 Z" fill="${C.green700}"/>`,
    `<path d="M33 50 C42 47 52 37 53 21 C42 23 34 32 33 50 Z" fill="${C.brown700}"/>`,
    `<circle cx="32" cy="21" r="6" fill="${C.brown400}"/>`,
    `<path d="M20 55 Q32 51 44 55" fill="none" stroke="${C.green400}" stroke-width="2.2" stroke-linecap="round"/>`,
    `</svg>`,
    "",
  ].join("\n");
}

/** A minimal PNG-in-ICO container (Windows Vista and later read PNG icons). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

// ---------------------------------------------------------------------------------------------
// Output

const WIDTHS = {
  hero: [480, 800, 1200, 1600, 2000],
  portrait: [320, 480, 640, 800],
} as const;

const written: { file: string; bytes: number }[] = [];

function record(file: string): void {
  written.push({ file: file.slice(PUBLIC.length), bytes: statSync(file).size });
}

/** Renders an SVG scene once at its largest width and writes AVIF, WebP and a JPEG fallback. */
async function writeResponsive(
  name: string,
  viewW: number,
  viewH: number,
  body: string,
  widths: readonly number[],
  options: { fallbackWidth: number; avifQuality?: number },
): Promise<void> {
  const largest = Math.max(...widths);
  if (PREVIEW) {
    const file = join(PREVIEW, `${name.replaceAll("/", "_")}.png`);
    await sharp(Buffer.from(svgDocument(viewW, viewH, 800, body)))
      .png()
      .toFile(file);
    return;
  }
  const master = await sharp(Buffer.from(svgDocument(viewW, viewH, largest, body)))
    .png()
    .toBuffer();
  mkdirSync(join(MEDIA, name, ".."), { recursive: true });
  for (const width of widths) {
    const resized = () => sharp(master).resize({ width, kernel: "lanczos3" });
    const base = join(MEDIA, `${name}-${width}`);
    await resized()
      .avif({ quality: options.avifQuality ?? 60, effort: 6, chromaSubsampling: "4:4:4" })
      .toFile(`${base}.avif`);
    await resized().webp({ quality: 80, effort: 6, smartSubsample: true }).toFile(`${base}.webp`);
    record(`${base}.avif`);
    record(`${base}.webp`);
    if (width === options.fallbackWidth) {
      await resized().jpeg({ quality: 80, mozjpeg: true, progressive: true }).toFile(`${base}.jpg`);
      record(`${base}.jpg`);
    }
  }
}

async function generateLogo(): Promise<void> {
  writeFileSync(join(MEDIA, "logo.svg"), logoSvg());
  record(join(MEDIA, "logo.svg"));
  await generateFavicons();
}

/** favicon.svg, favicon.ico (32 px PNG in ICO) and apple-touch-icon.png from public/media/logo.svg. */
async function generateFavicons(): Promise<void> {
  const logo = readFileSync(join(MEDIA, "logo.svg"));
  writeFileSync(join(PUBLIC, "favicon.svg"), logo);
  // Rendered large, then reduced: sharper edges than rendering at 32 px.
  const large = await sharp(logo, { density: 1200 })
    .resize(512, 512, { fit: "contain", background: "#0000" })
    .png()
    .toBuffer();
  const png32 = await sharp(large).resize(32, 32).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(join(PUBLIC, "favicon.ico"), icoFromPng(png32, 32));
  // iOS fills transparency with black: the touch icon is opaque, the logo on warm beige.
  const inner = await sharp(large).resize(148, 148).png().toBuffer();
  await sharp({ create: { width: 180, height: 180, channels: 3, background: "#faf4ea" } })
    .composite([{ input: inner, left: 16, top: 16 }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(join(PUBLIC, "apple-touch-icon.png"));
  for (const file of ["favicon.svg", "favicon.ico", "apple-touch-icon.png"]) {
    record(join(PUBLIC, file));
  }
}

async function generateHeroes(): Promise<void> {
  await writeResponsive("hero/home", HOME.w, HOME.h, homeScene(), WIDTHS.hero, {
    fallbackWidth: 800,
  });
  await writeResponsive(
    "hero/psychotherapie",
    HERO.w,
    HERO.h,
    psychotherapieScene(0),
    WIDTHS.hero,
    {
      fallbackWidth: 800,
    },
  );
  await writeResponsive("hero/sportphysiotherapie", HERO.w, HERO.h, sportScene(0), WIDTHS.hero, {
    fallbackWidth: 800,
  });
  if (PREVIEW) return;
  // The picture shown when a page is shared (Open Graph): 1200 × 630, JPEG for every reader.
  const share = await sharp(Buffer.from(svgDocument(HOME.w, HOME.h, 1200, homeScene())))
    .resize(1200, 630, { fit: "cover", position: "centre" })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
  writeFileSync(join(MEDIA, "hero", "share.jpg"), share);
  record(join(MEDIA, "hero", "share.jpg"));
}

async function generatePortraits(): Promise<void> {
  const portraits: [string, string][] = [
    ["psychotherapie-1", portraitBust("psychotherapie")],
    ["psychotherapie-2", portraitRoom()],
    ["sportphysiotherapie-1", portraitBust("sportphysiotherapie")],
    ["sportphysiotherapie-2", portraitRunner()],
    ["default-1", portraitBust("default")],
    ["default-2", portraitPath()],
  ];
  for (const [name, body] of portraits) {
    await writeResponsive(`portraits/${name}`, PORTRAIT.w, PORTRAIT.h, body, WIDTHS.portrait, {
      fallbackWidth: 480,
    });
  }
}

/** Video settings: 8 s at 24 frames per second, 1280 × 720, no audio track. */
const VIDEO = { seconds: 8, fps: 24, width: 1280, maxBytes: 1_000_000 } as const;

async function generateVideo(name: string, scene: (t: number) => string): Promise<void> {
  const frames = VIDEO.seconds * VIDEO.fps;
  const dir = mkdtempSync(join(tmpdir(), `media-${name}-`));
  try {
    for (let i = 0; i < frames; i++) {
      const svg = svgDocument(HERO.w, HERO.h, VIDEO.width, scene(i / frames));
      await sharp(Buffer.from(svg))
        .png({ compressionLevel: 1 })
        .toFile(join(dir, `f${String(i).padStart(4, "0")}.png`));
    }
    const input = ["-y", "-framerate", String(VIDEO.fps), "-i", join(dir, "f%04d.png")];
    const common = ["-an", "-pix_fmt", "yuv420p", "-g", String(frames), "-map_metadata", "-1"];
    mkdirSync(join(MEDIA, "video"), { recursive: true });
    const webm = join(MEDIA, "video", `${name}.webm`);
    const mp4 = join(MEDIA, "video", `${name}.mp4`);
    // Lower the quality step by step until the file keeps the budget.
    for (const crf of [34, 38, 42, 46]) {
      execFileSync("ffmpeg", [
        ...input,
        ...common,
        ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", String(crf), "-row-mt", "1"],
        ...["-deadline", "good", "-cpu-used", "1", "-loglevel", "error", webm],
      ]);
      if (statSync(webm).size <= VIDEO.maxBytes * 0.9) break;
    }
    for (const crf of [24, 27, 30, 33]) {
      execFileSync("ffmpeg", [
        ...input,
        ...common,
        ...["-c:v", "libx264", "-preset", "veryslow", "-crf", String(crf), "-profile:v", "high"],
        ...["-level:v", "4.0"],
        ...["-tune", "animation", "-movflags", "+faststart", "-loglevel", "error", mp4],
      ]);
      if (statSync(mp4).size <= VIDEO.maxBytes * 0.9) break;
    }
    for (const file of [webm, mp4]) {
      if (statSync(file).size > VIDEO.maxBytes) throw new Error(`${file} is over 1 MB`);
      record(file);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const GROUPS = {
  logo: generateLogo,
  favicons: generateFavicons,
  heroes: generateHeroes,
  portraits: generatePortraits,
  videos: async () => {
    await generateVideo("psychotherapie", psychotherapieScene);
    await generateVideo("sportphysiotherapie", sportScene);
  },
} as const;

if (PREVIEW) mkdirSync(PREVIEW, { recursive: true });
const requested = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const unknown = requested.filter((group) => !Object.hasOwn(GROUPS, group));
if (unknown.length > 0) {
  console.error(
    `Unknown group(s): ${unknown.join(", ")}. Known: ${Object.keys(GROUPS).join(", ")}`,
  );
  process.exit(1);
}
for (const group of requested.length > 0 ? requested : Object.keys(GROUPS)) {
  const started = Date.now();
  await GROUPS[group as keyof typeof GROUPS]();
  console.log(`${group}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
for (const { file, bytes } of written) console.log(`${String(bytes).padStart(9)}  ${file}`);
console.log(`${String(written.reduce((sum, { bytes }) => sum + bytes, 0)).padStart(9)}  total`);
