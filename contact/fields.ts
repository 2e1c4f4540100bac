/**
 * The field rules of requirements §5 as reusable zod pieces, shared by the form schemas (browser)
 * and the wire schemas (server), so every rule and German message is written once.
 *
 * Which fields carry which text rule (contact/text-rule.ts, decision 007): letters of every
 * language, digits, punctuation, symbols and emoji are fine; control characters, the line and
 * paragraph separators, bidirectional controls and lone surrogates are refused with
 * PATTERN_MESSAGE.
 * - one line (SINGLE_LINE_TEXT): names (firstName, lastName), phone and email;
 * - several lines, "\n" allowed (MULTI_LINE_TEXT): every free-text field (message, beschwerden,
 *   currentBurden, problemDuration, seekingHelpTrigger, affectedAreas, previousTherapyExperience,
 *   empfehlung, versicherungsName, suchtbeschreibung, availability, the sports tageszeiten), i.e.
 *   every requiredText and optionalText.
 *
 * Order of checks on a text field: required, then max length, then the text rule, then (email
 * only) the e-mail format. A value gets ONE message, the first check it fails: each later check
 * passes a value an earlier one already reports (the wizard and describeIssue show the
 * first issue; the form's error list shows one per field). No check aborts the others:
 * an aborting issue would also stop the form's cross-field rules (see form-schemas.ts).
 * "Required" treats a value of only whitespace as empty (no trimming: values are sent as typed).
 */
import { z } from "zod/mini";
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from "./text-rule.ts";

// The site's Content-Security-Policy forbids eval: without this, zod may compile schemas with
// `new Function` (and probe for it), which the browser reports as a policy violation. zod/mini's
// object schemas do not compile, classic zod's (server/site-manifest.ts) do, and the setting is
// one for both. Every schema of contact/ is built from this module, so this runs before any.
z.config({ jitless: true });
// No zod locale (962 B of the island): a value of the wrong type in a field without a message of
// its own (a checkbox, a hidden input) cannot come from the form (its fields read by
// contact/form-values.ts, in the wizard or from a form post), and the wire schemas give every field a German
// message. On the server classic zod (server/site-manifest.ts) sets its English texts anyway.

export const PATTERN_MESSAGE = "Bitte verwenden Sie nur Zeichen, Zahlen und Satzzeichen.";

export function maxLengthMessage(max: number): string {
  return `Bitte maximal ${max} Zeichen eingeben.`;
}

/** Message of wire-only fields (id, mode, flags…) that no visitor types in. */
export const INVALID_VALUE_MESSAGE = "Ungültiger Wert.";

export const REQUIRED_MESSAGES = {
  firstName: "Bitte Ihren Vornamen eingeben.",
  lastName: "Bitte Ihren Nachnamen eingeben.",
  email: "Bitte Ihre E-Mail Adresse eingeben.",
  phone: "Bitte Ihre Telefonnummer eingeben.",
  message: "Bitte Ihre Nachricht eingeben.",
  terms: "Bitte den Bedingungen zustimmen.",
  beschwerden: "Bitte beschreiben Sie Ihre Beschwerden.",
  currentBurden: "Bitte beschreiben Sie, was Sie zurzeit am meisten belastet.",
  problemDuration: "Bitte geben Sie an, seit wann das Problem besteht.",
  seekingHelpTrigger:
    "Bitte beschreiben Sie den Auslöser, der Sie dazu bewogen hat, sich jetzt Hilfe zu suchen.",
  burdenScale: "Bitte geben Sie an, wie stark Sie das Thema im Alltag belastet.",
  affectedAreas: "Bitte geben Sie an, welche Bereiche in Ihrem Leben besonders betroffen sind.",
  option: "Bitte wählen Sie eine Option aus.",
  informationsquelle: "Bitte geben Sie an, wie Sie auf uns aufmerksam geworden sind.",
  versicherungsArt: "Bitte wählen Sie Ihre Versicherungsart aus.",
  previousTherapyExperience: "Bitte beschreiben Sie Ihre Erfahrungen mit früheren Therapien.",
  therapyType: "Bitte wählen Sie eine Therapieart aus.",
  tageszeiten: "Bitte geben Sie Ihre bevorzugten Tageszeiten an.",
} as const;

export const MAX_LENGTH = {
  name: 50,
  phone: 50,
  email: 100,
  text: 5000,
  problemDuration: 1000,
} as const;

/** The e-mail format: zod's e-mail pattern, at most 254 characters, at most 64 before the @. */
export const EMAIL_MAX_TOTAL = 254;
export const EMAIL_MAX_LOCAL_PART = 64;

export function isEmailFormat(value: string): boolean {
  return (
    value.length <= EMAIL_MAX_TOTAL &&
    value.lastIndexOf("@") <= EMAIL_MAX_LOCAL_PART &&
    z.regexes.email.test(value)
  );
}

const isFilled = (value: string) => value.trim() !== "";

/** A string of at most `max` characters: `required` when missing or blank (if given). */
function limitedString(max: number, required?: string) {
  const string = z.string({ error: required ?? INVALID_VALUE_MESSAGE });
  const filled = required ? string.check(z.refine(isFilled, { error: required })) : string;
  return filled.check(z.maxLength(max, { error: maxLengthMessage(max) }));
}

/** Length as zod's max-length check counts it: in code points (an emoji is one). */
const lengthOf = (value: string) => Array.from(value).length;

/** Whether an earlier check (required, max length) already reports `value`. */
function reported(value: string, max: number, required: boolean): boolean {
  return (required && !isFilled(value)) || lengthOf(value) > max;
}

/** Required, then max length, then the text rule `rule` (one message per value). */
function textField(rule: RegExp, max: number, required?: string) {
  return limitedString(max, required).check(
    z.refine((value) => reported(value, max, required !== undefined) || rule.test(value), {
      error: PATTERN_MESSAGE,
    }),
  );
}

/** Required free text: several lines allowed. */
export function requiredText(message: string, max: number = MAX_LENGTH.text) {
  return textField(MULTI_LINE_TEXT, max, message);
}

/** Optional free text: empty is fine, a non-empty value must follow the text rule. */
export function optionalText(max: number = MAX_LENGTH.text) {
  return textField(MULTI_LINE_TEXT, max);
}

/** A required one-line value (names, phone, e-mail). */
function requiredLine(message: string, max: number) {
  return textField(SINGLE_LINE_TEXT, max, message);
}

/** A choice that must be one of `values` (wire values, and the form after a choice is made). */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** A select or radio group in the form: "" until the visitor chooses, required to choose. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  const schema = optionalChoice(values, message);
  // The output type leaves out "", as classic zod's refine with a type guard gave it.
  return schema.check(z.refine((value) => value !== "", { error: message })) as typeof schema &
    z.ZodMiniType<T[number], z.input<typeof schema>>;
}

/** A select the visitor may leave empty (""). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string = INVALID_VALUE_MESSAGE,
) {
  // Each branch carries the message: zod reports the first branch's issue for a value that
  // matches none (e.g. null from an untouched radio group), never its own English text.
  return z.union([z.literal("", { error: message }), choice(values, message)], { error: message });
}

export const firstName = requiredLine(REQUIRED_MESSAGES.firstName, MAX_LENGTH.name);
export const lastName = requiredLine(REQUIRED_MESSAGES.lastName, MAX_LENGTH.name);
/** Any printable text (requirements §5: no format): "+49 (0)911 / 12 34-5", "Büro: 0911 …". */
export const phone = requiredLine(REQUIRED_MESSAGES.phone, MAX_LENGTH.phone);
/**
 * Format errors use the e-mail message of requirements §5 (the spec gives no separate one); the
 * format is checked only on a value that passed the other checks.
 */
export const email = requiredLine(REQUIRED_MESSAGES.email, MAX_LENGTH.email).check(
  z.refine(
    (value) =>
      reported(value, MAX_LENGTH.email, true) ||
      !SINGLE_LINE_TEXT.test(value) ||
      isEmailFormat(value),
    { error: REQUIRED_MESSAGES.email },
  ),
);
export const message = requiredText(REQUIRED_MESSAGES.message);

export const beschwerden = requiredText(REQUIRED_MESSAGES.beschwerden);
export const currentBurden = requiredText(REQUIRED_MESSAGES.currentBurden);
export const problemDuration = requiredText(
  REQUIRED_MESSAGES.problemDuration,
  MAX_LENGTH.problemDuration,
);
export const seekingHelpTrigger = requiredText(REQUIRED_MESSAGES.seekingHelpTrigger);
export const affectedAreas = requiredText(REQUIRED_MESSAGES.affectedAreas);
/** Required only when hasPreviousTherapy is 'JA' (applied conditionally by the schemas). */
export const previousTherapyExperience = requiredText(REQUIRED_MESSAGES.previousTherapyExperience);
/** The sports form's free-text time preference. */
export const sportTageszeiten = requiredText(REQUIRED_MESSAGES.tageszeiten);

export const BURDEN_SCALE = { min: 1, max: 10, default: 5 } as const;
export const burdenScale = z
  .number({ error: REQUIRED_MESSAGES.burdenScale })
  .check(
    z.int({ error: REQUIRED_MESSAGES.burdenScale }),
    z.minimum(BURDEN_SCALE.min, { error: REQUIRED_MESSAGES.burdenScale }),
    z.maximum(BURDEN_SCALE.max, { error: REQUIRED_MESSAGES.burdenScale }),
  );

/** The consent checkbox: must be ticked. Never sent. */
export const terms = z
  .boolean({ error: REQUIRED_MESSAGES.terms })
  .check(z.refine((checked) => checked, { error: REQUIRED_MESSAGES.terms }));

/** Fields of every form, in form and in wire order. */
export const contactDetails = { firstName, lastName, email, phone };

/** The psychotherapy form's questions of steps 2 to 4, in form and in wire order. */
export const therapyNeed = {
  beschwerden,
  currentBurden,
  problemDuration,
  seekingHelpTrigger,
  burdenScale,
  affectedAreas,
};
