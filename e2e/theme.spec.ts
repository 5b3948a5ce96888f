import { expect, test } from '@playwright/test';
import { rememberCookieChoice } from './support/cookies';

// Records the theme at the moment <body> is first parsed: nothing can be painted before that, so if the theme
// is right here there is no flash of the wrong one.
async function recordThemeAtFirstBody(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body) {
        (window as unknown as { themeAtFirstBody?: string | null }).themeAtFirstBody =
          document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

test('defaults to dark and saves THEME=dark', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('THEME'))).toBe('dark');
});

test('the menu toggle switches the theme and the choice survives a reload without a flash', async ({ page }) => {
  await recordThemeAtFirstBody(page);
  await page.goto('/about');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('THEME'))).toBe('light');

  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtFirstBody?: string }).themeAtFirstBody)).toBe(
    'light',
  );
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('THEME'))).toBe('dark');
});

test('the toggle is in the menu on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
