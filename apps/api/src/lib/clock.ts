// "Now", given to what computes figures or dates from it, so that tests can fix it.
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
