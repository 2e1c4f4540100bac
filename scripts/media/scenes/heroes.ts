/**
 * The hero scenes. Every scene is drawn in its own coordinate space; moving scenes take the loop
 * position t in [0, 1) and use only whole periods of it, so the last frame meets the first.
 */
import { C, HERO, HOME } from "../constants.ts";
import { glow, linear, r1, radial, random, ridge, TAU } from "./svg.ts";

/** Home: a valley at dawn, green hills on the left, warm brown hills on the right, one path. */
export function homeScene(): string {
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
export function psychotherapieScene(t: number): string {
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
export function sportScene(t: number): string {
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
