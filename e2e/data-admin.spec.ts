import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { adminAccount, demoAccount, signInAs } from './support/sign-in';
import { themes, useTheme } from './support/theme';

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

test('an admin sees offer codes counted by offer and status, with no member details', async ({ page }) => {
  await signInAs(page, adminAccount);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  const table = page.getByRole('table', { name: /Offer codes by offer and status/ });
  // The local stack's demo data issues 4 hamper codes (the demo user has claimed one) and 3 fitting codes.
  const hamper = table.getByRole('row', { name: /Festive hamper draw/ });
  await expect(hamper.getByRole('cell')).toHaveText(['3', '1', '0', '0', '0', '4']);
  await expect(
    table
      .getByRole('row', { name: /Bra fitting session/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('3');
  await expect(table).not.toContainText('demo@example.com');
});

test('anyone else is told there is nothing here', async ({ page }) => {
  await signInAs(page, demoAccount);
  // A real 404 status (issue 17): the (admin) layout checks before anything streams.
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  await expect(page.getByRole('table')).toHaveCount(0);
});

for (const theme of themes) {
  test(`the admin page has no axe violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await signInAs(page, adminAccount);
    await page.goto('/admin');
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
