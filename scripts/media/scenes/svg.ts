/** Building blocks of the drawings: the SVG document, gradients, hills, limbs, a seeded random. */

export const TAU = Math.PI * 2;
export const r1 = (n: number) => Math.round(n * 10) / 10;

export function svgDocument(viewW: number, viewH: number, outW: number, body: string): string {
  const outH = Math.round((outW * viewH) / viewW);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewW} ${viewH}" width="${outW}" height="${outH}">${body}</svg>`;
}

export function linear(
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

export function radial(id: string, stops: readonly (readonly [number, string, number?])[]): string {
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join("");
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

/** A soft, glowing blob: an ellipse filled with a radial gradient that fades to nothing. */
export function glow(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  gradientId: string,
  opacity = 1,
) {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="url(#${gradientId})" opacity="${r1(opacity * 100) / 100}"/>`;
}

type Wave = readonly [frequency: number, phase: number, amplitude: number];

/** A hill line across the width: a sum of sine waves around baseY, closed to the bottom. */
export function ridge(
  width: number,
  height: number,
  baseY: number,
  waves: readonly Wave[],
): string {
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
export function limb(points: readonly (readonly [number, number])[], width: number, color: string) {
  const d = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x},${y}`).join(" ");
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A small deterministic random generator, so every run draws the same picture. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
