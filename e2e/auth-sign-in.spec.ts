import { expect, test, type Page } from '@playwright/test';
import { rememberCookieChoice } from './support/cookies';
import { localStackUrl } from './support/local-stack';

// Seeded by the local identity service on a fresh data directory (local/identity/seed.ts).
const demo = { email: 'demo@example.com', password: 'Demo-Passw0rd!' };
const admin = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openMenu(page: Page) {
  const toggle = menu(page).getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function sessionCookieNames(page: Page) {
  return (await page.context().cookies())
    .map((cookie) => cookie.name)
    .filter((name) => name.startsWith('CognitoIdentityServiceProvider.'));
}

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test('a protected page sends her home with a prompt, and signing in takes her to it', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/\?next=%2Fsettings$/);
  const prompt = page.getByRole('status').filter({ hasText: 'Please sign in to see that page.' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin\?next=%2Fsettings$/);

  await signIn(page, demo);
  await expect(page).toHaveURL(/\/settings$/);
  await openMenu(page);
  await expect(menu(page).getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  // A user is not an admin.
  await expect(menu(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('tokens live in cookies the server can read, named as lib/auth/session-cookies.ts expects', async ({ page }) => {
  await page.goto('/signin');
  await signIn(page, demo);
  await expect(page).toHaveURL(/\/$/);
  const names = await sessionCookieNames(page);
  const prefix = 'CognitoIdentityServiceProvider.localclient0breastcheck001';
  expect(names).toContain(`${prefix}.LastAuthUser`);
  const lastUser = (await page.context().cookies()).find((cookie) => cookie.name === `${prefix}.LastAuthUser`);
  expect(names).toEqual(
    expect.arrayContaining([`${prefix}.${lastUser?.value}.idToken`, `${prefix}.${lastUser?.value}.accessToken`]),
  );
  // A server-rendered protected page opens without a detour home: the middleware verified the cookie.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
});

test('a wrong password gets one plain message and keeps what she typed', async ({ page }) => {
  await page.goto('/signin');
  await signIn(page, { email: demo.email, password: 'Wrong-Passw0rd!' });
  const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..');
  await expect(summary).toContainText('Incorrect email or password.');
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('Email address')).toHaveValue(demo.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Wrong-Passw0rd!');
  await expect(page).toHaveURL(/\/signin$/); // nothing she typed went into the address
});

test('an unknown email gets exactly the same message as a wrong password', async ({ page }) => {
  await page.goto('/signin');
  await signIn(page, { email: `nobody-${Date.now()}@example.com`, password: 'Wrong-Passw0rd!' });
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
});

test('empty fields are named next to each field and linked from the summary', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const email = page.getByLabel('Email address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Enter your email address/);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/Enter your password/);
  await page.getByRole('link', { name: 'Enter your password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
});

test('sign-out from the menu signs her out everywhere and the menu offers Sign in again', async ({ page, request }) => {
  await page.goto('/signin');
  await signIn(page, demo);
  await expect(page).toHaveURL(/\/$/);
  const cookies = await page.context().cookies();
  const accessToken = cookies.find((cookie) => cookie.name.endsWith('.accessToken'))?.value ?? '';
  expect(accessToken).not.toBe('');

  await openMenu(page);
  await menu(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openMenu(page);
  await expect(menu(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await sessionCookieNames(page)).toEqual(
    expect.not.arrayContaining([expect.stringMatching(/\.(idToken|accessToken|refreshToken)$/)]),
  );

  // Global: the old access token no longer works anywhere.
  const response = await request.post(`${localStackUrl}/identity`, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
    },
    data: JSON.stringify({ AccessToken: accessToken }),
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).__type).toBe('NotAuthorizedException');

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/\?next=%2Fsettings$/);
});

test('an admin sees the Admin entry', async ({ page }) => {
  await page.goto('/signin');
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/$/);
  await openMenu(page);
  await expect(menu(page).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
});

test('an already signed-in visitor on /signin can carry on or sign out', async ({ page }) => {
  await page.goto('/signin');
  await signIn(page, demo);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/signin?next=%2Fsettings');
  await expect(page.getByText(`You're signed in as ${demo.email}.`)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

// Dot segments that normalise into a protocol-relative `//evil.example` (issue 17, item 1). A signed-in visitor
// sent to `/?next=…` goes straight on to `next` (components/auth/next-destination.tsx): it must stay on the site.
for (const next of ['/.//evil.example', '/%2E%2E//evil.example']) {
  test(`signed in, the home page's next=${next} never leaves the site`, async ({ page, baseURL }) => {
    await page.route('http://evil.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>evil</h1>' }),
    );
    await page.goto('/signin');
    await signIn(page, demo);
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.goto(`/?next=${encodeURIComponent(next)}`);
    const left = await page
      .waitForURL((url) => url.hostname === 'evil.example', { timeout: 5000 })
      .then(
        () => true,
        () => false,
      );
    expect(left).toBe(false);
    expect(new URL(page.url()).origin).toBe(baseURL);
    // Still signed in, so staying was the `next` rule's doing, not a lost session.
    await openMenu(page);
    await expect(menu(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
}
