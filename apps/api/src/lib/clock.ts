// "Now", given to what computes figures or dates from it, so that tests can fix it.
export interface Clock {
  now(): Date;
}
/** The machine's clock, read through Date.now (which tests may stub). */
export const systemClock: Clock = { now: () => new Date(Date.now()) };
