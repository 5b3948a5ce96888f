import { prefetchFor } from './prefetch';

test('links to the sign-in screens and signed-in pages are not prefetched; public pages are', () => {
  for (const href of [
    '/signin',
    '/signup?next=%2Fdiary',
    '/confirm-email',
    '/account',
    '/checking',
    '/archive',
    '/summary',
    '/incentive',
  ]) {
    expect(prefetchFor(href)).toBe(false);
  }
  for (const href of ['/', '/check', '/article/1', '/knowledge#top']) expect(prefetchFor(href)).toBeUndefined();
});
