import { expect, test, type Page } from '@playwright/test';
import { rememberCookieChoice } from './support/cookies';
import { latestEmailedCode, localStackUrl, uniqueEmail } from './support/local-stack';

const password = 'Join-Passw0rd!';

async function fillSignUp(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Create a password').fill(password);
  await page.getByLabel('Title (optional)').selectOption('Ms');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Mobile phone (optional)').fill('07700 900123');
  await page.getByLabel(/I agree to the terms of use/).check();
  await page.getByLabel(/I agree to Venus using the health information/).check();
}

/** One identity call with her own access token from the cookies, as her browser could make it. */
async function callAsHer(page: Page, action: string, body: Record<string, unknown>) {
  const cookies = await page.context().cookies();
  const accessToken = cookies.find((cookie) => cookie.name.endsWith('.accessToken'))?.value ?? '';
  return page.request.post(`${localStackUrl}/identity`, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    data: JSON.stringify({ AccessToken: accessToken, ...body }),
  });
}

/** Her attributes as the identity service holds them, read with her own access token. */
async function attributesOf(page: Page): Promise<Record<string, string>> {
  const response = await callAsHer(page, 'GetUser', {});
  expect(response.ok()).toBe(true);
  const { UserAttributes } = (await response.json()) as { UserAttributes: { Name: string; Value: string }[] };
  return Object.fromEntries(UserAttributes.map(({ Name, Value }) => [Name, Value]));
}

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test('she joins from a protected page, confirms her email and arrives there signed in', async ({ page, request }) => {
  const email = uniqueEmail('signup');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/\?next=%2Fsettings$/);
  await page.getByRole('status').getByRole('link', { name: 'Join free' }).click();
  await expect(page).toHaveURL(/\/signup\?next=%2Fsettings$/);

  await fillSignUp(page, email);
  await page.getByRole('button', { name: 'Join free' }).click();

  await expect(page).toHaveURL(/\/confirm-email$/); // no email (personal data) in the address
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByLabel('Confirmation code').fill(await latestEmailedCode(request, email));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' })).toBeAttached();

  const attributes = await attributesOf(page);
  expect(attributes).toMatchObject({
    email,
    email_verified: 'true',
    given_name: 'Ada',
    family_name: 'Lovelace',
    phone_number: '+447700900123',
    'custom:prefix': 'Ms',
    'custom:source': 'direct',
    'custom:terms_version': expect.any(String),
    'custom:health_version': expect.any(String),
  });
  for (const name of ['custom:terms_at', 'custom:health_at', 'custom:prize_draw']) {
    expect(Date.parse(attributes[name] ?? '')).toBeGreaterThan(Date.now() - 5 * 60_000);
  }
  // The server made those records when she confirmed; her own token cannot rewrite them.
  const forged = await callAsHer(page, 'UpdateUserAttributes', {
    UserAttributes: [{ Name: 'custom:terms_at', Value: '2020-01-01T00:00:00.000Z' }],
  });
  expect(forged.status()).toBe(400);
  expect((await attributesOf(page))['custom:terms_at']).toBe(attributes['custom:terms_at']);

  // What she gave at sign-up is in settings, where she corrects or removes it: her sign-in account follows.
  await page.reload();
  await expect(page.getByLabel('Title', { exact: false })).toHaveValue('Ms');
  await expect(page.getByLabel('Phone number', { exact: false })).toHaveValue('+447700900123');
  await page.getByLabel('First name', { exact: false }).fill('Augusta Ada');
  await page.getByLabel('Phone number', { exact: false }).fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details have been saved.' })).toBeVisible();
  const corrected = await attributesOf(page);
  expect(corrected).toMatchObject({ given_name: 'Augusta Ada', 'custom:prefix': 'Ms' });
  expect(corrected).not.toHaveProperty('phone_number');
});

test('a partner source is recorded; an unknown one is recorded as direct', async ({ page, request }) => {
  const email = uniqueEmail('source');
  await page.goto('/signup?source=pinkribbon');
  await fillSignUp(page, email);
  await page.getByRole('button', { name: 'Join free' }).click();
  await expect(page).toHaveURL(/\/confirm-email$/);
  await page.getByLabel('Confirmation code').fill(await latestEmailedCode(request, email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/account\?welcome=joined$/);
  expect((await attributesOf(page))['custom:source']).toBe('pinkribbon');
});

test('each problem is named by its field and nothing she typed is lost', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByLabel('Create a password').fill('short');
  await page.getByLabel('First name').fill('Ada');
  await page.getByRole('button', { name: 'Join free' }).click();

  const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    /right format/,
    /at least 8 characters/,
    'Enter your last name',
    'Tick to agree to the terms and privacy notice',
    'Tick to agree to us using your health information',
  ]);
  await expect(page.getByLabel('Email address')).toHaveValue('not-an-email');
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel(/I agree to the terms of use/)).not.toBeChecked(); // never ticked for her
});

test('the password rules tick off as she types', async ({ page }) => {
  await page.goto('/signup');
  const rules = page.getByRole('list', { name: 'Your password needs' });
  await page.getByLabel('Create a password').fill('abc');
  await expect(rules.getByRole('listitem').filter({ hasText: 'done' })).toHaveCount(1);
  await page.getByLabel('Create a password').fill(password);
  await expect(rules.getByRole('listitem').filter({ hasText: 'not yet' })).toHaveCount(0);
});

test('joining with an email that already has an account does not say so', async ({ page }) => {
  await page.goto('/signup');
  await fillSignUp(page, 'demo@example.com');
  await page.getByRole('button', { name: 'Join free' }).click();
  await expect(page.getByText("We couldn't create an account with those details.")).toBeVisible();
  await expect(page.getByText(/already exists/)).toHaveCount(0);
});

test('a wrong code is explained, and a new code can be sent', async ({ page, request }) => {
  const email = uniqueEmail('code');
  await page.goto('/signup');
  await fillSignUp(page, email);
  await page.getByRole('button', { name: 'Join free' }).click();
  await expect(page).toHaveURL(/\/confirm-email$/);
  const first = await latestEmailedCode(request, email);
  const codeBox = page.getByLabel('Confirmation code');
  await codeBox.fill(first === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  // Said beside the code box as well as in the summary, which takes focus.
  await expect(page.getByTestId('error-summary')).toBeFocused();
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
  await expect(codeBox).toHaveAccessibleDescription(/That code didn't work\./);

  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('status').filter({ hasText: "we've sent a new code" })).toBeVisible();
  await expect.poll(() => latestEmailedCode(request, email)).not.toBe(first);
});
