import { createRateLimiter, visitorKey } from './rate-limit';

describe('rate limiter', () => {
  it('allows the limit in a window, refuses the next, and allows again in the next window', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => now });
    expect([limiter.allow('a'), limiter.allow('a'), limiter.allow('a')]).toEqual([true, true, false]);
    expect(limiter.allow('b')).toBe(true); // another visitor has a window of her own
    now = 1000;
    expect(limiter.allow('a')).toBe(true);
  });
});

describe('visitor key', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it('takes the address CloudFront saw, without its port, and an IPv6 address by its /64', () => {
    expect(visitorKey(headers({ 'cloudfront-viewer-address': '203.0.113.7:46532' }))).toBe('203.0.113.7');
    expect(visitorKey(headers({ 'cloudfront-viewer-address': '2001:db8::1:443' }))).toBe('2001:db8:0:0::/64');
  });

  it('ignores X-Forwarded-For, which the visitor can write', () => {
    expect(visitorKey(headers({ 'x-forwarded-for': '198.51.100.1' }))).toBe('unknown');
  });
});
