import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { themes, useTheme } from './support/theme';

/** Each sign-in screen with the button that submits its (first) form. */
const screens = [
  { path: '/signin', submit: 'Sign in' },
  { path: '/signup', submit: 'Join free' },
  { path: '/confirm-email', submit: 'Confirm' },
  { path: '/forgot-password', submit: 'Send me a code' },
  { path: '/update-password', submit: 'Save new password' },
] as const;

async function submitEmpty(page: Page, label: string) {
  await page.getByRole('main').getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await rememberCookieChoice(page);
      await useTheme(page, theme);
    });

    // Without errors, each screen is a public route: accessibility.spec.ts checks it at both widths.
    for (const screen of screens) {
      test(`${screen.path} has no axe violations with errors shown`, async ({ page }) => {
        await page.goto(screen.path);
        await expect(page.getByRole('main').getByRole('button', { name: screen.submit, exact: true })).toBeEnabled();
        await submitEmpty(page, screen.submit);
        await expectNoAxeViolations(page, `${screen.path} with errors (${theme})`);
      });
    }

    test('the reset-code step and a service error have no axe violations', async ({ page }) => {
      await page.goto('/forgot-password');
      await page.getByLabel('Email address').fill('demo@example.com');
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await expect(page.getByLabel('Code from the email')).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('abc');
      await expectNoAxeViolations(page, `reset step (${theme})`);

      await page.goto('/signin');
      // An unknown address gets the same answer as a wrong password, without using up the demo's attempts.
      await page.getByLabel('Email address').fill(`nobody-${theme}-${Date.now()}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill('Wrong-Passw0rd!');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Incorrect email or password.')).toBeVisible();
      await expectNoAxeViolations(page, `sign-in service error (${theme})`);
    });
  });
}

test('at 375 px the sign-up form with errors fits and passes axe', async ({ page }) => {
  await rememberCookieChoice(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/signup');
  await submitEmpty(page, 'Join free');
  await expectNoAxeViolations(page, '/signup at 375 px');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
