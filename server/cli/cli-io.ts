/** How a command of `npm run requests` talks to the operator, and what a test may give it. */
import type { Clock } from "#server/clock.ts";
import { visibleText } from "#server/text/visible-text.ts";

export type CliIo = {
  env: Record<string, string | undefined>;
  cwd: string;
  out: (text: string) => void;
  err: (text: string) => void;
  clock?: Clock;
  /** How long a command waits for the running server's lock (default 5 s; tests shorten it). */
  busyTimeoutMs?: number;
  /**
   * How long an erasure keeps retrying a checkpoint another connection holds back before it
   * fails (the store's default, 30 s, unless a test shortens it).
   */
  erasureWaitMs?: number;
};

/** Tells the operator what failed, in one sentence on stderr; the exit code of a failure. */
export function fail(io: CliIo, sentence: string): number {
  io.err(`${sentence}\n`);
  return 1;
}

/** One line of text from anywhere (visitor, file, SQLite): refused characters shown as codes. */
export function visible(text: string): string {
  return visibleText(text, { keepNewlines: false });
}
