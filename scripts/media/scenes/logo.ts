/** The logo's drawing; the media generator (../generate.ts) writes it to public/media/logo.svg. */
import { C } from "../constants.ts";

/** A figure with open arms made of two leaves – green for the mind, brown for the body. */
export function logoSvg(): string {
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
