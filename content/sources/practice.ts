/** content/praxis.yaml: the practice's facts, each written once. */
import { z } from "zod/mini";
import {
  email,
  group,
  list,
  phone,
  postalCode,
  street,
  text,
  webAddress,
} from "../files/fields.ts";
import { yamlFile } from "../files/sources.ts";

/** The emblems the certificate seals can draw (app/frame/certificate-seal.tsx). */
export const SEAL_SYMBOLS = {
  blatt: "leaf",
  augen: "eyes",
  spirale: "spiral",
  welle: "wave",
  hände: "hands",
} as const;

const symbols = Object.keys(SEAL_SYMBOLS) as [
  keyof typeof SEAL_SYMBOLS,
  ...(keyof typeof SEAL_SYMBOLS)[],
];

export const practiceFile = yamlFile(
  "praxis.yaml",
  group({
    name: text(),
    marke: text(),
    adresse: group({ straße: street(), plz: postalCode(), ort: text(), land: text() }),
    telefon: phone(),
    "telefon-hinweis": text(),
    "e-mail": email(),
    instagram: z
      .pipe(
        z.string(),
        z.transform((value) => value.trim().replace(/^@/, "")),
      )
      .check(
        z.regex(/^[a-zA-Z0-9._]{1,30}$/, {
          message:
            "Hier steht nur der Name des Instagram-Kontos, etwa „praxis.oberasbach“ (ohne @ und ohne Adresse).",
        }),
      ),
    website: webAddress(),
    erlaubnis: group({ titel: text(), erteilt: text(), behörde: text() }),
    berufsverbände: list(text()),
    haftpflicht: group({ versicherer: text(), anschrift: text(), geltungsbereich: text() }),
    sportphysiotherapie: group({
      berufsbezeichnung: text(),
      "verliehen-in": text(),
      behörde: text(),
    }),
    "website-von": text(),
    siegel: list(
      group({ name: text(), titel: text(), untertitel: text(), symbol: z.enum(symbols) }),
    ),
  }),
);
