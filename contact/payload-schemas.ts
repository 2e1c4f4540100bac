/**
 * zod schemas of the WIRE payloads the server receives (requirements §3), built from the field
 * pieces of fields.ts so each rule is written once.
 *
 * - Object schemas strip unknown keys (zod's default): an extra key (a `terms` sent by an old
 *   client, anything a bot adds) is dropped, not an error, and never reaches storage or mail.
 * - Every payload key is required except the honeypot `website`, which is optional (any string:
 *   the server accepts a filled one with 201 and stores it as spam).
 * - The '-'-defaulted fields (empfehlung, versicherungsName, previousTherapyExperience) are
 *   optional texts: '-' passes the text rule, and "" is accepted too. Cross-field rules of
 *   the form (previousTherapyExperience required after 'JA') are not repeated here: the wire
 *   cannot tell a typed '-' from the placeholder.
 * - Every text follows the text rule of its field (fields.ts, decision 007).
 * - lastCalledPage is a site path (isSitePath, site-path.ts): "" when the page before is
 *   unknown, else a path of this site such as "/psychotherapie/f%C3%BCrth", at most 2000
 *   characters; anything else (another site's address, "javascript:", a query, raw spaces or
 *   line breaks, a broken escape) is 'Ungültiger Wert.'. The payload builder sends "" rather
 *   than a value that fails.
 */
import { z } from "zod/mini";
import * as field from "./fields.ts";
import {
  type FormType,
  HONEYPOT_FIELD,
  INFORMATIONSQUELLEN,
  INQUIRY_REASONS,
  JA_NEIN,
  JA_NEIN_LOWER,
  JA_NEIN_UPPER,
  MODES,
  NO_TIME_PREFERENCE,
  perAvailabilityFlag,
  TAGESZEITEN_SEPARATOR,
  THERAPY_TYPES,
  TIMES_OF_DAY,
  VERSICHERUNGSARTEN,
} from "./form-types.ts";
import { isSitePath } from "./site-path.ts";

export const REQUEST_ID_PATTERN = /^[a-z0-9]{10}$/;
export const INVALID_REQUEST_MESSAGE = "Ungültige Anfrage.";

const invalid = { error: field.INVALID_VALUE_MESSAGE };
const jaNein = z.enum(JA_NEIN, invalid);
const option = (values: typeof JA_NEIN_UPPER | typeof JA_NEIN_LOWER) =>
  field.choice(values, field.REQUIRED_MESSAGES.option);

const timeLabels: readonly string[] = TIMES_OF_DAY.map((time) => time.label);
/**
 * 'Keine spezifische Präferenz' or a ", "-joined list of time-of-day labels, at most as long as
 * any free text: labels may repeat, so without the bound a client could send any amount. The
 * bound is a refinement, not zod's max-length check, on purpose: that check would mark the field
 * as free text to whatever reads the schema's max length (the text-rule tests), and it holds
 * fixed labels.
 */
const psychotherapieTageszeiten = z.string({ error: field.REQUIRED_MESSAGES.tageszeiten }).check(
  z.refine((value) => Array.from(value).length <= field.MAX_LENGTH.text, {
    error: field.maxLengthMessage(field.MAX_LENGTH.text),
    abort: true,
  }),
  z.refine(
    (value) =>
      value === NO_TIME_PREFERENCE ||
      value.split(TAGESZEITEN_SEPARATOR).every((label) => timeLabels.includes(label)),
    { error: field.REQUIRED_MESSAGES.tageszeiten },
  ),
);

const baseFields = {
  id: z.string(invalid).check(z.regex(REQUEST_ID_PATTERN, invalid)),
  ...field.contactDetails,
  message: field.message,
  lastCalledPage: z.string(invalid).check(z.refine(isSitePath, invalid)),
  mode: z.enum(MODES, invalid),
  [HONEYPOT_FIELD]: z.optional(z.string(invalid)),
};

const wireObject = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, { error: INVALID_REQUEST_MESSAGE });

export const psychotherapiePayloadSchema = wireObject({
  ...baseFields,
  tageszeiten: psychotherapieTageszeiten,
  informationsquelle: field.choice(INFORMATIONSQUELLEN, field.REQUIRED_MESSAGES.informationsquelle),
  empfehlung: field.optionalText(),
  flexibel: jaNein,
  ...perAvailabilityFlag(() => jaNein),
  versicherungsArt: field.choice(VERSICHERUNGSARTEN, field.REQUIRED_MESSAGES.versicherungsArt),
  versicherungsName: field.optionalText(),
  kostenuebernahmeGeklaert: jaNein,
  arztBehandlungConsent: option(JA_NEIN_LOWER),
  suchtbeschreibung: field.optionalText(),
  ...field.therapyNeed,
  hasRezept: z.literal("Nein", invalid),
  nimmtPsychopharmaka: option(JA_NEIN_UPPER),
  hasPreviousTherapy: option(JA_NEIN_UPPER),
  previousTherapyExperience: field.optionalText(),
});

export const sportPayloadSchema = wireObject({
  ...baseFields,
  contactType: z.literal("sportphysiotherapie", invalid),
  therapyType: field.choice(THERAPY_TYPES, field.REQUIRED_MESSAGES.therapyType),
  hasRezept: jaNein,
  availability: field.optionalText(),
  tageszeiten: field.sportTageszeiten,
  beschwerden: field.beschwerden,
});

export const generalPayloadSchema = wireObject({
  ...baseFields,
  contactType: z.literal("general", invalid),
  inquiryReason: field.optionalChoice(INQUIRY_REASONS),
  tageszeiten: z.literal("", invalid),
});

export type PsychotherapiePayload = z.output<typeof psychotherapiePayloadSchema>;
export type SportPayload = z.output<typeof sportPayloadSchema>;
export type GeneralPayload = z.output<typeof generalPayloadSchema>;

export const payloadSchemas = {
  psychotherapie: psychotherapiePayloadSchema,
  sportphysiotherapie: sportPayloadSchema,
  general: generalPayloadSchema,
} as const satisfies Record<FormType, z.ZodMiniType>;

export type PayloadFor = { [T in FormType]: z.output<(typeof payloadSchemas)[T]> };
export type ContactPayload = PayloadFor[FormType];

export function payloadSchemaFor<T extends FormType>(formType: T): (typeof payloadSchemas)[T] {
  return payloadSchemas[formType];
}
