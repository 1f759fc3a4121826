/**
 * The time, passed in rather than read: session and token expiry follow this clock, so tests move
 * it instead of waiting, and every instance decides expiry the same way whatever the database's clock.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Seconds after a moment, for expiry times. */
export const after = (at: Date, seconds: number): Date => new Date(at.getTime() + seconds * 1000);
