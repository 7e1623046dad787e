/** Time comes through here so tests can move it (token expiry, lockout, link lifetimes). */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
