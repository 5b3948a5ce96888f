import { expect, test } from '@playwright/test';
import { PRIZE_DRAW_CLOSED_MESSAGE, PRIZE_DRAW_CLOSES_AT } from '../lib/prize-draw/closing';
import { expectNoAxeViolationsAtEachWidth } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { themes, useTheme } from './support/theme';

// The tests' draw closes years away (PRIZE_DRAW_CLOSES, lib/prize-draw/test-close.json), and /prize-draw is built
// before it, so its HTML has the entry form. After hydration the page goes by the browser's clock
// (components/prize-draw/use-prize-draw-open.ts): a browser whose clock is past the close shows the closed state.
//
// /account is not here: it is rendered per request and asks the server's clock, which the tests cannot move, so
// its closed state cannot be reached from a browser (its unit test covers it).

const DAY_MS = 86_400_000;
const entryForm = 'Enter the draw';

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

for (const theme of themes) {
  test(`/prize-draw after the close says so instead of offering the form; axe (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.clock.install({ time: new Date(PRIZE_DRAW_CLOSES_AT.getTime() + DAY_MS) });
    await page.goto('/prize-draw');
    await expect(page.getByText(PRIZE_DRAW_CLOSED_MESSAGE)).toBeVisible();
    await expect(page.getByRole('button', { name: entryForm })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The free prize draw');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoAxeViolationsAtEachWidth(page, `/prize-draw after the close (${theme})`);
  });
}

test('without JavaScript /prize-draw shows what the server rendered before the close: the entry form', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/prize-draw');
  await expect(page.getByRole('button', { name: entryForm })).toBeVisible();
  await expect(page.getByText(PRIZE_DRAW_CLOSED_MESSAGE)).toHaveCount(0);
  await context.close();
});
