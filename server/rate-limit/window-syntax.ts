/**
 * The window syntax of RATE_LIMIT_WINDOWS and INTAKE_LIMIT: "5/10m,20/24h" is at most 5 requests
 * per 10 minutes and 20 per 24 hours; "off" is none. Every count and length within its range.
 */
import {
  DAY_MS,
  formatDuration,
  inRange,
  parseDuration,
  quote,
  type Range,
  SECOND_MS,
  wholeNumber,
} from "#server/config/values.ts";

/** At most `max` contact requests (of one client, or of all: INTAKE_LIMIT) within `durationMs`. */
export type RateLimitWindow = { max: number; durationMs: number };

export const WINDOW_RANGES = {
  /** Requests per window: the limiter counts in 32 bits. */
  max: { min: 1, max: 1_000_000_000 },
  /** Milliseconds, the length of one window. */
  duration: { min: SECOND_MS, max: 30 * DAY_MS },
  /** Windows in one list: each takes memory for RATE_LIMIT_MAX_CLIENTS clients. */
  count: { min: 1, max: 5 },
} as const satisfies Record<string, Range>;

export function parseRateLimitWindows(value: string): RateLimitWindow[] {
  if (value.trim().toLowerCase() === "off") return [];
  const parts = value.split(",").map((part) => part.trim());
  if (parts.length > WINDOW_RANGES.count.max) {
    throw new Error(
      `${quote(value)} lists ${parts.length} windows; at most ${WINDOW_RANGES.count.max}.`,
    );
  }
  return parts.map((part) => {
    const [maxText = "", durationText = "", ...rest] = part.split("/");
    const max = wholeNumber(maxText.trim());
    let durationMs: number | undefined;
    try {
      durationMs = parseDuration(durationText);
    } catch {
      durationMs = undefined;
    }
    if (rest.length > 0 || max === undefined || durationMs === undefined) {
      throw new Error(
        `${quote(part)} is not a window like 5/10m (at most 5 requests per 10 minutes); "off" disables the limit.`,
      );
    }
    if (!inRange(max, WINDOW_RANGES.max) || !inRange(durationMs, WINDOW_RANGES.duration)) {
      throw new Error(
        `${quote(part)} is out of range (${WINDOW_RANGES.max.min} to ${WINDOW_RANGES.max.max} requests per window, a window ${formatDuration(WINDOW_RANGES.duration.min)} to ${formatDuration(WINDOW_RANGES.duration.max)} long).`,
      );
    }
    return { max, durationMs };
  });
}
