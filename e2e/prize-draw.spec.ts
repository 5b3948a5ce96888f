import { expect, test, type Page } from '@playwright/test';
import { rememberCookieChoice } from './support/cookies';

async function openHomeAndWait(page: Page, ms: number) {
  await page.goto('/');
  await page.waitForLoadState('load');
  // The popup's script is its own chunk; its 12 s start once it is on the page.
  await expect(page.getByTestId('prize-draw')).toBeAttached();
  // From here the page's clock moves only when the test moves it: an installed clock otherwise runs in real
  // time, and on a busy machine real seconds would count towards the 12 s and the 300 ms fade. (Pausing any
  // earlier would also stop the page's own start-up timers.)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.clock.runFor(ms);
}

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
  await page.clock.install();
});

const dialog = (page: Page) => page.getByRole('dialog', { name: /festive hamper worth £160/ });

test('opens 12 seconds after load, not before', async ({ page }) => {
  await openHomeAndWait(page, 9_000); // leaves room for the second the pause jumps and any real time before it
  await expect(dialog(page)).toBeHidden();
  await page.clock.runFor(3_500);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText('Sign up free and your email address is entered');
  await expect(dialog(page).getByRole('link', { name: 'Free Entry' })).toBeFocused();
});

test('closes with Escape, fading out, and stays closed for the session', async ({ page }) => {
  await openHomeAndWait(page, 12_500);
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveClass(/opacity-0/);
  await page.clock.runFor(400);
  await expect(dialog(page)).toBeHidden();

  await page.reload();
  await page.clock.runFor(13_000);
  await expect(dialog(page)).toBeHidden();
});

test('closes on a backdrop click', async ({ page }) => {
  await openHomeAndWait(page, 12_500);
  await expect(dialog(page)).toBeVisible();
  await page.mouse.click(5, 5);
  await page.clock.runFor(400);
  await expect(dialog(page)).toBeHidden();
});

test('closes with No Thanks and gives focus back to the page', async ({ page }) => {
  await openHomeAndWait(page, 12_500);
  await dialog(page).getByRole('button', { name: 'No Thanks' }).click();
  await page.clock.runFor(400);
  await expect(dialog(page)).toBeHidden();
  // The browser moves focus out of a closed modal at its next rendering step, not within close() itself.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') === null)).toBe(true);
});

test('keeps keyboard focus inside while open', async ({ page }) => {
  await openHomeAndWait(page, 12_500);
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
  }
});

test('Free Entry leads to the sign-up page', async ({ page }) => {
  await openHomeAndWait(page, 12_500);
  await dialog(page).getByRole('link', { name: 'Free Entry' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join free');
});

test('is not shown on other pages', async ({ page }) => {
  await page.goto('/about');
  await page.clock.runFor(20_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
