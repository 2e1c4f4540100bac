/** The time source of the server, injectable so tests can move time without waiting. */
export type Clock = {
  now(): Date;
};

export const systemClock: Clock = {
  now: () => new Date(),
};

/** The practice's time zone: every time the practice or its operator reads is in it. */
export const PRACTICE_TIME_ZONE = "Europe/Berlin";
