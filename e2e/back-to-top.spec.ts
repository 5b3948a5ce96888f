import { expect, test } from '@playwright/test';
import { rememberCookieChoice } from './support/cookies';

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

test('the back-to-top arrow appears past 300 px and returns to the top', async ({ page }) => {
  await page.goto('/');
  const arrow = page.getByRole('button', { name: 'Back to top' });
  await expect(arrow).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(arrow).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(arrow).toBeVisible();

  await arrow.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(arrow).toHaveCount(0);
});

test('the arrow is reachable and usable from the keyboard, instantly under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 900));
  const arrow = page.getByRole('button', { name: 'Back to top' });
  await arrow.focus();
  await expect(arrow).toBeFocused();
  await page.keyboard.press('Enter');
  // Reduced motion: the jump is immediate, so the very next frame is already at the top.
  expect(
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(window.scrollY)))),
  ).toBe(0);
});

test('navigating to another page starts at its top', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
