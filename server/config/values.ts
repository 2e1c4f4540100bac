/**
 * Parsers of single setting values (whole numbers, ranges, durations, switches). Each throws an
 * Error whose message explains the problem; loadConfig prefixes it with the variable's name.
 */

/** Smallest and largest accepted value of a numeric setting (inclusive). */
export type Range = { min: number; max: number };

/** More digits than this (leading zeros aside) exceed every range, and Number() would round them. */
const MAX_DIGITS = 15;

/**
 * A plain decimal whole number, or undefined. A digit string longer than any range allows is
 * Infinity, so that no rounding by Number() can turn it into a value that passes.
 */
export function wholeNumber(value: string): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const digits = value.replace(/^0+(?=\d)/, "");
  return digits.length > MAX_DIGITS ? Number.POSITIVE_INFINITY : Number(digits);
}

export function inRange(number: number, range: Range): boolean {
  return number >= range.min && number <= range.max;
}

/** The value as written, cut short: a 10,000-digit number is not repeated in full. */
export function quote(value: string): string {
  return `"${value.length > 24 ? `${value.slice(0, 20)}…` : value}"`;
}

/** A whole number within `range`; `unit` follows the range in the message ("days"). */
export function parseIntegerIn(value: string, range: Range, unit: string): number {
  const number = wholeNumber(value);
  if (number === undefined) throw new Error(`${quote(value)} is not a positive whole number.`);
  if (inRange(number, range)) return number;
  throw new Error(`${quote(value)} is out of range (${range.min} to ${range.max} ${unit}).`);
}

export const SECOND_MS = 1000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const DURATION_UNITS: Record<string, number> = {
  ms: 1,
  s: SECOND_MS,
  m: 60_000,
  h: HOUR_MS,
  d: DAY_MS,
};

/** "250ms", "30s", "10m", "1h", "2d" → milliseconds (Infinity for an absurdly long number). */
export function parseDuration(value: string): number {
  const match = /^(\d+)\s*(ms|s|m|h|d)$/.exec(value.trim());
  const amount = wholeNumber(match?.[1] ?? "");
  const unit = DURATION_UNITS[match?.[2] ?? ""];
  if (amount === undefined || unit === undefined || amount <= 0) {
    throw new Error(
      `${quote(value)} is not a duration (a positive number with ms, s, m, h or d, e.g. 30s).`,
    );
  }
  return amount * unit;
}

/** A duration within `range` (milliseconds). */
export function parseDurationIn(value: string, range: Range): number {
  const durationMs = parseDuration(value);
  if (inRange(durationMs, range)) return durationMs;
  throw new Error(
    `${quote(value)} is out of range (${formatDuration(range.min)} to ${formatDuration(range.max)}).`,
  );
}

/** Milliseconds in the largest unit that divides them: 86400000 → "1d". */
export function formatDuration(ms: number): string {
  const [unit, size] = Object.entries(DURATION_UNITS)
    .reverse()
    .find(([, size]) => ms % size === 0) ?? ["ms", 1];
  return `${ms / size}${unit}`;
}

export function parseBoolean(value: string): boolean {
  const lower = value.toLowerCase();
  if (["true", "1", "yes"].includes(lower)) return true;
  if (["false", "0", "no"].includes(lower)) return false;
  throw new Error(`"${value}" is neither true nor false.`);
}

/** Exactly `true` or `false`: a switch that lowers protection takes no look-alike. */
export function parseStrictBoolean(value: string): boolean {
  if (value === "true") return true;
  if (value === "false") return false;
  throw new Error(`${quote(value)} is neither true nor false (write exactly one of them).`);
}
