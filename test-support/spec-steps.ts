/**
 * The psychotherapy wizard's eight step titles in order (requirements §4), written out for the
 * tests independently of contact/wizard-steps.ts: a test that read them from the code could not
 * fail on a wrong one.
 */
export const SPEC_STEP_TITLES = [
  "Kontaktdaten",
  "Therapiebedarf",
  "Therapiebedarf",
  "Therapiebedarf",
  "Therapiebedarf",
  "Terminverfügbarkeit",
  "Informationsquelle",
  "Honorar & Kostenübernahme",
] as const;
