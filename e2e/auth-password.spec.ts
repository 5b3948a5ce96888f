import { expect, test, type Page } from '@playwright/test';
import { rememberCookieChoice } from './support/cookies';
import { latestEmailedCode, uniqueEmail } from './support/local-stack';

const firstPassword = 'First-Passw0rd!';
const secondPassword = 'Second-Passw0rd!';

/** A confirmed account of her own, made through the sign-up screens, then signed out. */
async function joinAndSignOut(page: Page, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Create a password').fill(firstPassword);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel(/I agree to the terms of use/).check();
  await page.getByLabel(/I agree to Venus using the health information/).check();
  await page.getByRole('button', { name: 'Join free' }).click();
  await expect(page).toHaveURL(/\/confirm-email$/);
  await page.getByLabel('Confirmation code').fill(await latestEmailedCode(page.request, email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/account\?welcome=joined$/);
  await page.context().clearCookies({ name: /^CognitoIdentityServiceProvider\./ });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test('forgotten password: a code by email, a new password, and she is signed in', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await joinAndSignOut(page, email);

  await page.goto('/signin?next=%2Fsettings');
  await page.getByRole('main').getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?next=%2Fsettings$/);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "If an account exists for that email, we've sent a code" }),
  ).toBeVisible();

  await page.getByLabel('Code from the email').fill(await latestEmailedCode(page.request, email, /password reset/));
  await page.getByLabel('New password', { exact: true }).fill(secondPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  await page.context().clearCookies({ name: /^CognitoIdentityServiceProvider\./ });
  await signIn(page, email, firstPassword);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await signIn(page, email, secondPassword);
  await expect(page).toHaveURL(/\/$/);
});

test('forgotten password for an unknown email says the same as for a real one', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "If an account exists for that email, we've sent a code" }),
  ).toBeVisible();
  await expect(page.getByLabel('Code from the email')).toBeVisible();
});

test('a wrong reset code is explained and what she typed stays', async ({ page }) => {
  const email = uniqueEmail('badcode');
  await joinAndSignOut(page, email);
  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  // The button she pressed has gone with its form: focus moves to the news that a code was sent.
  await expect(
    page.getByRole('status').filter({ hasText: "If an account exists for that email, we've sent a code" }),
  ).toBeFocused();
  const real = await latestEmailedCode(page.request, email);
  const codeBox = page.getByLabel('Code from the email');
  await codeBox.fill(real === '123456' ? '654321' : '123456');
  await page.getByLabel('New password', { exact: true }).fill(secondPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  // Said beside the code box as well as in the summary, which takes focus.
  await expect(page.getByTestId('error-summary')).toBeFocused();
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
  await expect(codeBox).toHaveAccessibleDescription(/That code doesn't match/);
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue(secondPassword);
});

test('signed in, she changes her password with the current one', async ({ page }) => {
  const email = uniqueEmail('change');
  await joinAndSignOut(page, email);
  await signIn(page, email, firstPassword);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/update-password');
  await page.getByLabel('Current password').fill('Not-The-Passw0rd!');
  await page.getByLabel('New password', { exact: true }).fill(secondPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not right.')).toBeVisible();

  await page.getByLabel('Current password').fill(firstPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  await page.context().clearCookies({ name: /^CognitoIdentityServiceProvider\./ });
  await signIn(page, email, secondPassword);
  await expect(page).toHaveURL(/\/$/);
});
