/**
 * What the practitioner reads of a request, form by form: a short summary to decide on (how to
 * reach the person, how urgent, who pays, when), then the answers under short questions in the
 * practice's voice: the psychotherapy wizard's under its parts as headings, a single-step form's
 * in its own order; what the summary already showed in the same words is not repeated.
 *
 * Only what the visitor answered is listed: no empty optional field, no '-' for a field the form
 * hid, not the psychotherapy payload's fixed hasRezept (the form never asks it), and the
 * cost-coverage flag only where the form showed it. The payload itself is not changed.
 */
import { isKostenuebernahmeShown } from "#contact/form-schemas.ts";
import { type FormType, TIMES_OF_DAY, WEEKDAYS } from "#contact/form-types.ts";
import { type Answers, jaNein } from "./request-answers.ts";

/**
 * One answer: a short question or name, the answer (free texts may have several lines), and the
 * payload field it answers. An answer below the summary with the same field and value as a
 * summary line shown whole is not repeated; a summary line that joins several answers has a
 * name of its own there.
 */
export type Entry = { label: string; value: string; field: string };

export type Digest = {
  /** The lines to decide on, in the order the practitioner asks them. */
  summary: Entry[];
  /** The answers; a group without a heading belongs to a single-step form. */
  groups: { heading?: string; entries: Entry[] }[];
};

/** The title of each form's mail, as the practice names them. */
export const MAIL_TITLES: Record<FormType, string> = {
  psychotherapie: "Psychotherapie-Anfrage",
  sportphysiotherapie: "Sportphysiotherapie-Anfrage",
  general: "Allgemeine Anfrage",
};

const WEEKDAY_SHORT: Record<(typeof WEEKDAYS)[number]["name"], string> = {
  montag: "Mo",
  dienstag: "Di",
  mittwoch: "Mi",
  donnerstag: "Do",
  freitag: "Fr",
};

const TIME_ADVERBS: Record<(typeof TIMES_OF_DAY)[number]["name"], string> = {
  ganztaegig: "ganztägig",
  vormittag: "vormittags",
  mittag: "mittags",
  nachmittag: "nachmittags",
  abend: "abends",
};

/** Entries of the answered fields only: `value` "" leaves the entry out. */
function entries(...list: (Entry | undefined)[]): Entry[] {
  return list.filter((entry): entry is Entry => entry !== undefined && entry.value !== "");
}

const entry = (label: string, field: string, value: string): Entry => ({ label, field, value });

/** The answer to a field as written, under `label`. */
const asked = (answers: Answers, label: string, field: string) =>
  entry(label, field, answers.text(field));

/** A yes/no answer as „Ja“ or „Nein“, under `label`. */
const yesNo = (answers: Answers, label: string, field: string) =>
  entry(label, field, jaNein(answers, field));

const reach = (answers: Answers) => [
  asked(answers, "Telefon", "phone"),
  asked(answers, "E-Mail", "email"),
];

/** „7 von 10“ from the burden scale. */
function burden(answers: Answers): string {
  const scale = answers.text("burdenScale");
  return scale === "" ? "" : `${scale} von 10`;
}

/**
 * Who pays: „Privat versichert · Kostenübernahme geklärt · Allianz“ or „Selbstzahler“; the
 * insurer last, so a cut to one line loses the least.
 */
function costs(answers: Answers): string {
  const type = answers.text("versicherungsArt");
  if (type === "") return "";
  const coverage = coverageAsked(answers) ? answers.yes("kostenuebernahmeGeklaert") : undefined;
  return [
    type,
    coverage === undefined ? "" : `Kostenübernahme ${coverage ? "geklärt" : "nicht geklärt"}`,
    answers.text("versicherungsName"),
  ]
    .filter((part) => part !== "")
    .join(" · ");
}

/** The form asks about cost coverage only of the insured, as it shows the question. */
const coverageAsked = (answers: Answers) =>
  isKostenuebernahmeShown({ versicherungsArt: answers.text("versicherungsArt") });

/** The availability part when no day, time or „flexibel“ was ticked. */
const NOTHING_TICKED = "nichts angekreuzt";

/** When, in one line: „Di, Do · nachmittags, abends · zeitlich flexibel“. */
function when(answers: Answers): string {
  const days = answers.chosen(WEEKDAYS).map((day) => WEEKDAY_SHORT[day.name]);
  const times = answers.chosen(TIMES_OF_DAY).map((time) => TIME_ADVERBS[time.name]);
  const parts = [
    days.join(", "),
    times.join(", "),
    answers.yes("flexibel") ? "zeitlich flexibel" : "",
  ].filter((part) => part !== "");
  return parts.length > 0 ? parts.join(" · ") : NOTHING_TICKED;
}

/** „Empfehlung von Frau Dr. Schön“. */
function source(answers: Answers): string {
  const recommended = answers.text("empfehlung");
  const found = answers.text("informationsquelle");
  return recommended === "" || found === "" ? found : `${found} von ${recommended}`;
}

function willing(answers: Answers): string {
  const answer = answers.yes("arztBehandlungConsent");
  return answer === undefined
    ? answers.text("arztBehandlungConsent")
    : answer
      ? "bei Bedarf bereit"
      : "nicht bereit";
}

function psychotherapie(answers: Answers): Digest {
  return {
    summary: entries(
      ...reach(answers),
      asked(answers, "Beschwerden", "beschwerden"),
      entry("Belastung", "burdenScale", burden(answers)),
      entry("Kosten", "kosten", costs(answers)),
      entry("Zeit", "zeit", when(answers)),
      yesNo(answers, "Psychopharmaka", "nimmtPsychopharmaka"),
      yesNo(answers, "Frühere Therapie", "hasPreviousTherapy"),
      entry("Aufmerksam durch", "quelle", source(answers)),
      entry("Ärztliche Behandlung", "arztBehandlung", willing(answers)),
      asked(answers, "Konsum", "suchtbeschreibung"),
    ),
    groups: [
      { heading: "Kontaktdaten", entries: entries(asked(answers, "Nachricht", "message")) },
      {
        heading: "Therapiebedarf",
        entries: entries(
          asked(answers, "Beschwerden", "beschwerden"),
          asked(answers, "Belastet am meisten", "currentBurden"),
          asked(answers, "Seit wann", "problemDuration"),
          asked(answers, "Anlass, jetzt Hilfe zu suchen", "seekingHelpTrigger"),
          entry("Belastung im Alltag", "burdenScale", burden(answers)),
          asked(answers, "Besonders betroffen", "affectedAreas"),
          yesNo(answers, "Nimmt Psychopharmaka", "nimmtPsychopharmaka"),
          yesNo(answers, "Frühere Psychotherapie", "hasPreviousTherapy"),
          asked(answers, "Erfahrungen mit früherer Therapie", "previousTherapyExperience"),
        ),
      },
      {
        heading: "Terminverfügbarkeit",
        entries: entries(
          entry(
            "Wochentage",
            "montag",
            answers
              .chosen(WEEKDAYS)
              .map((day) => day.label)
              .join(", "),
          ),
          entry(
            "Tageszeiten",
            "tageszeiten",
            answers
              .chosen(TIMES_OF_DAY)
              .map((time) => time.label)
              .join(", "),
          ),
          entry("Zeitlich flexibel", "flexibel", answers.yes("flexibel") ? "Ja" : ""),
          entry(
            "Tage und Zeiten",
            "tageUndZeiten",
            when(answers) === NOTHING_TICKED ? NOTHING_TICKED : "",
          ),
        ),
      },
      {
        heading: "Informationsquelle",
        entries: entries(
          asked(answers, "Aufmerksam geworden durch", "informationsquelle"),
          asked(answers, "Empfohlen von", "empfehlung"),
        ),
      },
      {
        heading: "Honorar & Kostenübernahme",
        entries: entries(
          asked(answers, "Versicherung", "versicherungsArt"),
          asked(answers, "Krankenversicherung", "versicherungsName"),
          coverageAsked(answers)
            ? yesNo(answers, "Kostenübernahme geklärt", "kostenuebernahmeGeklaert")
            : undefined,
          entry("Ärztliche Behandlung", "arztBehandlung", willing(answers)),
          asked(answers, "Konsum von Alkohol, Drogen, Medikamenten", "suchtbeschreibung"),
        ),
      },
    ],
  };
}

/** The sports form's times: the required text, then the optional one. */
function sportTimes(answers: Answers): string {
  return [answers.text("tageszeiten"), answers.text("availability")]
    .filter((part) => part !== "")
    .join(" · ");
}

function sportphysiotherapie(answers: Answers): Digest {
  return {
    summary: entries(
      ...reach(answers),
      asked(answers, "Therapie", "therapyType"),
      yesNo(answers, "Rezept", "hasRezept"),
      entry("Zeit", "tageszeiten", sportTimes(answers)),
      asked(answers, "Beschwerden", "beschwerden"),
    ),
    groups: [
      {
        entries: entries(
          asked(answers, "Beschwerden", "beschwerden"),
          entry("Zeit", "tageszeiten", sportTimes(answers)),
          asked(answers, "Nachricht", "message"),
        ),
      },
    ],
  };
}

function general(answers: Answers): Digest {
  return {
    summary: entries(...reach(answers), asked(answers, "Anliegen", "inquiryReason")),
    groups: [{ entries: entries(asked(answers, "Nachricht", "message")) }],
  };
}

const DIGESTS: Record<FormType, (answers: Answers) => Digest> = {
  psychotherapie,
  sportphysiotherapie,
  general,
};

export function digestOf(formType: FormType, answers: Answers): Digest {
  return DIGESTS[formType](answers);
}
