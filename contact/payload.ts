/**
 * Payload builders (requirements §3): turn valid form values into the JSON body of the notify call.
 *
 * Conventions: checkbox flags 'Ja'/'Nein'; nimmtPsychopharmaka and hasPreviousTherapy
 * 'JA'/'NEIN'; arztBehandlungConsent 'ja'/'nein'; '-' for an empty empfehlung,
 * versicherungsName or previousTherapyExperience; texts are sent as typed.
 *
 * Decisions where the spec is silent:
 * - A field the wizard hides is not sent: empfehlung is '-' unless the source is 'Empfehlung',
 *   versicherungsName '-' and kostenuebernahmeGeklaert 'Nein' for self-payers,
 *   previousTherapyExperience '-' unless hasPreviousTherapy is 'JA'.
 * - The honeypot `website` is always sent with the field's value ("" from people), so the
 *   server can tell spam from a real request.
 * - lastCalledPage comes from the context (the page the visitor came from), cut to the wire
 *   limit, and sent only when it is a site path (isSitePath): a cut inside a %XX escape or a
 *   path the wire schema would refuse becomes "" (unknown), so a hidden field never blocks a
 *   visitor's request. The form's hidden lastCalledPage and trigger inputs are not sent. terms
 *   is never sent.
 */
import type {
  GeneralFormValues,
  PsychotherapieFormValues,
  SportFormValues,
} from "./form-schemas.ts";
import { isKostenuebernahmeShown, isShown } from "./form-schemas.ts";
import {
  type FormType,
  HONEYPOT_FIELD,
  type Mode,
  NO_TIME_PREFERENCE,
  perAvailabilityFlag,
  TAGESZEITEN_SEPARATOR,
  TIMES_OF_DAY,
} from "./form-types.ts";
import type {
  GeneralPayload,
  PayloadFor,
  PsychotherapiePayload,
  SportPayload,
} from "./payload-schemas.ts";
import { isSitePath, LAST_CALLED_PAGE_MAX } from "./site-path.ts";

export type {
  ContactPayload,
  GeneralPayload,
  PayloadFor,
  PsychotherapiePayload,
  SportPayload,
} from "./payload-schemas.ts";

export interface PayloadContext {
  mode: Mode;
  lastCalledPage: string;
  /** The request id; a new one is created when absent. */
  id?: string | undefined;
}

export type FormValuesFor = {
  psychotherapie: PsychotherapieFormValues;
  sportphysiotherapie: SportFormValues;
  general: GeneralFormValues;
};

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const ID_LENGTH = 10;
/** The largest multiple of 36 not above 256: bytes from here on are rejected (no modulo bias). */
const ID_BYTE_LIMIT = 256 - (256 % ID_ALPHABET.length);

type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

/** A random request id: 10 lowercase letters or digits, uniformly chosen. */
export function createRequestId(
  randomBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes),
): string {
  let id = "";
  while (id.length < ID_LENGTH) {
    for (const byte of randomBytes(new Uint8Array(ID_LENGTH * 2))) {
      if (byte < ID_BYTE_LIMIT && id.length < ID_LENGTH) {
        id += ID_ALPHABET.charAt(byte % ID_ALPHABET.length);
      }
    }
  }
  return id;
}

/** The page before, cut to the wire limit; "" when that is no valid site path. */
export function lastCalledPageOf(path: string): string {
  const cut = path.slice(0, LAST_CALLED_PAGE_MAX);
  return isSitePath(cut) ? cut : "";
}

const jaNein = (flag: boolean) => (flag ? "Ja" : "Nein");
const orDash = (text: string, shown = true) => (shown && text.trim() !== "" ? text : "-");

/** The German labels of the chosen times of day, ", "-joined, or 'Keine spezifische Präferenz'. */
export function formatTageszeiten(values: Record<(typeof TIMES_OF_DAY)[number]["name"], boolean>) {
  const chosen = TIMES_OF_DAY.filter((time) => values[time.name]).map((time) => time.label);
  return chosen.length > 0 ? chosen.join(TAGESZEITEN_SEPARATOR) : NO_TIME_PREFERENCE;
}

function baseFields(
  values: PsychotherapieFormValues | SportFormValues | GeneralFormValues,
  context: PayloadContext,
) {
  return {
    id: context.id ?? createRequestId(),
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    message: values.message,
    lastCalledPage: lastCalledPageOf(context.lastCalledPage),
    mode: context.mode,
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? "",
  };
}

export function buildPsychotherapiePayload(
  values: PsychotherapieFormValues,
  context: PayloadContext,
): PsychotherapiePayload {
  const insured = isKostenuebernahmeShown(values);
  return {
    ...baseFields(values, context),
    tageszeiten: formatTageszeiten(values),
    informationsquelle: values.informationsquelle,
    empfehlung: orDash(values.empfehlung, isShown.empfehlung(values)),
    flexibel: jaNein(values.flexibel),
    ...perAvailabilityFlag((name) => jaNein(values[name])),
    versicherungsArt: values.versicherungsArt,
    versicherungsName: orDash(values.versicherungsName, insured),
    kostenuebernahmeGeklaert: jaNein(insured && values.kostenuebernahmeGeklaert),
    arztBehandlungConsent: values.arztBehandlungConsent,
    suchtbeschreibung: values.suchtbeschreibung,
    beschwerden: values.beschwerden,
    currentBurden: values.currentBurden,
    problemDuration: values.problemDuration,
    seekingHelpTrigger: values.seekingHelpTrigger,
    burdenScale: values.burdenScale,
    affectedAreas: values.affectedAreas,
    hasRezept: "Nein",
    nimmtPsychopharmaka: values.nimmtPsychopharmaka,
    hasPreviousTherapy: values.hasPreviousTherapy,
    previousTherapyExperience: orDash(
      values.previousTherapyExperience,
      isShown.previousTherapyExperience(values),
    ),
  };
}

export function buildSportPayload(values: SportFormValues, context: PayloadContext): SportPayload {
  return {
    ...baseFields(values, context),
    contactType: "sportphysiotherapie",
    therapyType: values.therapyType,
    hasRezept: jaNein(values.hasRezept),
    availability: values.availability,
    tageszeiten: values.tageszeiten,
    beschwerden: values.beschwerden,
  };
}

export function buildGeneralPayload(
  values: GeneralFormValues,
  context: PayloadContext,
): GeneralPayload {
  return {
    ...baseFields(values, context),
    contactType: "general",
    inquiryReason: values.inquiryReason,
    tageszeiten: "",
  };
}

const builders: {
  [T in FormType]: (values: FormValuesFor[T], context: PayloadContext) => PayloadFor[T];
} = {
  psychotherapie: buildPsychotherapiePayload,
  sportphysiotherapie: buildSportPayload,
  general: buildGeneralPayload,
};

/** The payload of `formType` built from its valid form values. */
export function buildPayload<T extends FormType>(
  formType: T,
  values: FormValuesFor[T],
  context: PayloadContext,
): PayloadFor[T] {
  return builders[formType](values, context);
}
