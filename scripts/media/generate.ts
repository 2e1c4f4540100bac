/**
 * Generates the site's own media from the drawings in scenes/: the logo and favicons, the hero
 * images, the portraits (illustrated silhouettes) and the two hero videos. (The placeholder
 * certificate seals are drawn inline by app/frame/certificate-seal.tsx.)
 *
 * Run once, by hand, when a picture changes; the outputs under public/media/ are committed,
 * so builds and tests never run this script (and never need ffmpeg):
 *
 *   npx node scripts/media/generate.ts                 # everything
 *   npx node scripts/media/generate.ts logo portraits  # only some groups
 *   npx node scripts/media/generate.ts --preview=/tmp/p heroes  # PNG previews, nothing else
 *
 * Groups: logo (logo.svg and the favicons), favicons (only the favicons, from the current
 * public/media/logo.svg: for a logo of the practice's own), heroes, portraits, videos.
 * Videos need Debian's ffmpeg
 * (`apt-get install -y ffmpeg`). content/media.ts lists what this writes; docs/media.md says
 * how the practice replaces a file with its own.
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { HERO, HOME, PORTRAIT, WIDTHS } from "./constants.ts";
import { writeFavicons } from "./encoders/favicons.ts";
import { shareImage, writePreview, writeResponsive } from "./encoders/images.ts";
import { writeVideo } from "./encoders/video.ts";
import { homeScene, psychotherapieScene, sportScene } from "./scenes/heroes.ts";
import { logoSvg } from "./scenes/logo.ts";
import { portraitBust, portraitPath, portraitRoom, portraitRunner } from "./scenes/portraits.ts";

const PUBLIC = join(import.meta.dirname, "..", "..", "public");
const MEDIA = join(PUBLIC, "media");
/** With --preview=DIR: write one PNG per picture to DIR and nothing else. */
const PREVIEW = process.argv.find((arg) => arg.startsWith("--preview="))?.slice(10);

const written: { file: string; bytes: number }[] = [];

function record(files: readonly string[]): void {
  for (const file of files) {
    written.push({ file: file.slice(PUBLIC.length), bytes: statSync(file).size });
  }
}

/** A picture under public/media/ at every width, or with --preview only its PNG preview. */
async function picture(
  name: string,
  view: { w: number; h: number },
  body: string,
  widths: readonly number[],
  fallbackWidth: number,
): Promise<void> {
  if (PREVIEW) {
    await writePreview(join(PREVIEW, `${name.replaceAll("/", "_")}.png`), view.w, view.h, body);
    return;
  }
  record(await writeResponsive(join(MEDIA, name), view.w, view.h, body, widths, fallbackWidth));
}

async function generateLogo(): Promise<void> {
  writeFileSync(join(MEDIA, "logo.svg"), logoSvg());
  record([join(MEDIA, "logo.svg")]);
  await generateFavicons();
}

async function generateFavicons(): Promise<void> {
  record(await writeFavicons(PUBLIC));
}

async function generateHeroes(): Promise<void> {
  await picture("hero/home", HOME, homeScene(), WIDTHS.hero, 800);
  await picture("hero/psychotherapie", HERO, psychotherapieScene(0), WIDTHS.hero, 800);
  await picture("hero/sportphysiotherapie", HERO, sportScene(0), WIDTHS.hero, 800);
  if (PREVIEW) return;
  writeFileSync(join(MEDIA, "hero", "share.jpg"), await shareImage(HOME.w, HOME.h, homeScene()));
  record([join(MEDIA, "hero", "share.jpg")]);
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
    await picture(`portraits/${name}`, PORTRAIT, body, WIDTHS.portrait, 480);
  }
}

const GROUPS = {
  logo: generateLogo,
  favicons: generateFavicons,
  heroes: generateHeroes,
  portraits: generatePortraits,
  videos: async () => {
    record(await writeVideo(join(MEDIA, "video"), "psychotherapie", psychotherapieScene));
    record(await writeVideo(join(MEDIA, "video"), "sportphysiotherapie", sportScene));
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
