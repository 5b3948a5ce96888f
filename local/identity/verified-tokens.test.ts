import { VerifiedTokens } from './verified-tokens';

const HOUR = 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 23, 12);
const claimsUntil = (expiresAtMs: number) => ({ sub: 'u1', token_use: 'access', exp: expiresAtMs / 1000 });

test('checks a token once and serves its claims after, until it expires', () => {
  const cache = new VerifiedTokens();
  const verify = jest.fn(() => claimsUntil(now + HOUR));
  const first = cache.claims('t1', now, verify);
  expect(first).toEqual(claimsUntil(now + HOUR));
  expect(cache.claims('t1', now + HOUR - 1, verify)).toBe(first);
  expect(verify).toHaveBeenCalledTimes(1);
  // At its expiry it is checked again (and the caller's expiry check refuses it); it is not kept.
  cache.claims('t1', now + HOUR, verify);
  expect(verify).toHaveBeenCalledTimes(2);
  expect(cache.count).toBe(0);
});

test('keeps nothing for a bad signature, a token without an expiry, or an expired one', () => {
  const cache = new VerifiedTokens();
  const bad = jest.fn(() => null);
  expect(cache.claims('forged', now, bad)).toBeNull();
  expect(cache.claims('forged', now, bad)).toBeNull();
  expect(bad).toHaveBeenCalledTimes(2);
  cache.claims('no-exp', now, () => ({ sub: 'u1' }));
  cache.claims('old', now, () => claimsUntil(now - 1));
  expect(cache.count).toBe(0);
});

test('a different text is a different token, even for the same user', () => {
  const cache = new VerifiedTokens();
  cache.claims('t1', now, () => claimsUntil(now + HOUR));
  const verify = jest.fn(() => null);
  expect(cache.claims('t1x', now, verify)).toBeNull();
  expect(verify).toHaveBeenCalledTimes(1);
});

test('shared claims cannot be changed by one request for the next', () => {
  const cache = new VerifiedTokens();
  const claims = cache.claims('t1', now, () => ({ ...claimsUntil(now + HOUR), 'cognito:groups': ['Users'] }))!;
  expect(() => {
    claims.sub = 'someone-else';
  }).toThrow(TypeError);
  expect(() => (claims['cognito:groups'] as string[]).push('Admin')).toThrow(TypeError);
});

test('is bounded, dropping the least recently used token first', () => {
  const cache = new VerifiedTokens(2);
  const verify = jest.fn(() => claimsUntil(now + HOUR));
  cache.claims('one', now, verify);
  cache.claims('two', now, verify);
  cache.claims('one', now, verify); // used again: "two" is now the oldest
  cache.claims('three', now, verify);
  expect(cache.count).toBe(2);
  cache.claims('one', now, verify);
  expect(verify).toHaveBeenCalledTimes(3);
  cache.claims('two', now, verify);
  expect(verify).toHaveBeenCalledTimes(4);
});
