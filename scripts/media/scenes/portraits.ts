/** The portraits: illustrated silhouettes and small scenes, 4:5. */
import { C, PORTRAIT } from "../constants.ts";
import { glow, limb, linear, r1, radial, random, ridge } from "./svg.ts";

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

export function portraitBust(mode: keyof typeof THEMES): string {
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
export function portraitRoom(): string {
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
export function portraitRunner(): string {
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
export function portraitPath(): string {
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
