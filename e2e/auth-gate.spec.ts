import { expect, test } from '@playwright/test';
import { rememberCookieChoice } from './support/cookies';

const clientCookiePrefix = 'CognitoIdentityServiceProvider.localclient0breastcheck001';

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

test('a forged session cookie does not open a protected page', async ({ page, context }) => {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'forged' })).toString('base64url');
  const claims = Buffer.from(
    JSON.stringify({ sub: 'someone', token_use: 'id', aud: 'localclient0breastcheck001', exp: 4102444800 }),
  ).toString('base64url');
  const forged = `${header}.${claims}.c2lnbmF0dXJl`;
  await context.addCookies(
    ['LastAuthUser', 'someone.idToken', 'someone.accessToken'].map((suffix) => ({
      name: `${clientCookiePrefix}.${suffix}`,
      value: suffix === 'LastAuthUser' ? 'someone' : forged,
      url: 'http://localhost:3300',
    })),
  );
  await page.goto('/report');
  await expect(page).toHaveURL('/?next=%2Freport');
});

test('an x-middleware-subrequest header does not skip the gate', async ({ request }) => {
  const response = await request.get('/summary', {
    maxRedirects: 0,
    headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe('/?next=%2Fsummary');
});

test('protected pages check the session themselves when the redirect is bypassed', async ({ request }) => {
  // A prefetch-style request still runs through the page, whose requireUser() refuses a visitor.
  const response = await request.get('/report', { maxRedirects: 0, headers: { RSC: '1' } });
  expect([307, 308]).toContain(response.status());
  expect(await response.text()).not.toContain('Report for your GP');
});

for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)']) {
  test(`after signing in, next=${next} never leaves the site`, async ({ page, baseURL }) => {
    await page.goto(`/signin?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Email address').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo-Passw0rd!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
