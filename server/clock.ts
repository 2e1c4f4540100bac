/** The time source of the server, injectable so tests can move time without waiting. */
export type Clock = {
  now(): Date;
};

export const systemClock: Clock = {
  now: () => new Date(),
};
