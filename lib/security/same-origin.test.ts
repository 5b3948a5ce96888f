import { isSiteOrigin } from './same-origin';

const site = 'https://venus.example';

test('only the configured origin is trusted', () => {
  expect(isSiteOrigin('https://venus.example', site)).toBe(true);
  expect(isSiteOrigin('https://venus.example', `${site}/`)).toBe(true);
});

test.each([
  ['another site', 'https://evil.example'],
  ['another scheme', 'http://venus.example'],
  ['another port', 'https://venus.example:8443'],
  ['a subdomain', 'https://evil.venus.example'],
  ['an opaque origin', 'null'],
  ['no origin', null],
  ['garbage', 'not a url'],
])('%s is refused', (_label, origin) => {
  expect(isSiteOrigin(origin, site)).toBe(false);
});
