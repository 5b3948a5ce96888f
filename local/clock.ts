/** Milliseconds since the epoch. Injected so tests can move time forward (code and token expiry). */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can move by hand. */
export function createManualClock(start = Date.now()): Clock & { advance(ms: number): void } {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
  };
}
