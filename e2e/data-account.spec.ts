import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { createAccount, demoAccount, signInAs } from './support/sign-in';
import { themes, useTheme } from './support/theme';

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test('the demo user sees her account filled from the API', async ({ page }) => {
  await signInAs(page, demoAccount);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const details = page.getByTestId('account-details');
  await expect(details).toContainText('Ms Demo User');
  await expect(details).toContainText('demo@example.com');
  await expect(details).toContainText('Every month');
  await expect(details).toContainText(/Risk profile\s*Complete, finished on \d{1,2} \w+ \d{4}/);
  await expect(details).toContainText(/Member since\s*\d{1,2} \w+ \d{4}/);
  // Personal pages must never be stored by a browser or proxy.
  const response = await page.request.get('/account');
  expect(response.headers()['cache-control']).toMatch(/no-store/);
});

test('signing in through the sign-in screen leads to her account, loaded from the API', async ({ page }) => {
  await page.goto('/signin?next=/account');
  await page.getByLabel('Email address').fill(demoAccount.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAccount.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-details')).toContainText('demo@example.com');
});

test('a first sign-in creates her record from her sign-up details', async ({ page, request }) => {
  const account = await createAccount(request, 'first-sign-in', { given: 'Rosalind', family: 'Franklin' });
  await signInAs(page, account);
  await page.goto('/account');
  const details = page.getByTestId('account-details');
  await expect(details).toContainText('Rosalind Franklin');
  await expect(details).toContainText(account.email);
  await expect(details).toContainText('No reminders');
  await expect(details).toContainText('Not completed yet');
});

for (const theme of themes) {
  test(`/account has no axe violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await signInAs(page, demoAccount);
    await page.goto('/account');
    await expect(page.getByTestId('account-details')).toBeVisible();
    await expectNoAxeViolations(page, `/account ${theme}`);
  });
}
