import { expect, test } from '@playwright/test';
import { publicPages } from '../lib/site/public-pages';
import { expectNoAxeViolations } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { themes, useTheme } from './support/theme';

// Pages whose text makes health claims: each must cite sources and carry the see-your-GP caution.
const healthPages = [
  '/check',
  '/awareness',
  '/facts',
  '/track',
  '/domino',
  '/wellbeing',
  '/diary',
  '/observation',
  '/faq',
  '/about',
];

test('every content page has substantial text and no unfilled placeholders', async ({ page }) => {
  for (const { path, heading } of publicPages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const text = await page.locator('main').innerText();
    expect(text.split(/\s+/).length, `words on ${path}`).toBeGreaterThan(150);
    expect(text, path).not.toMatch(/\{\{|lorem ipsum|TODO/i);
  }
});

test('health pages cite their sources and advise seeing a GP about a change', async ({ page }) => {
  for (const path of healthPages) {
    await page.goto(path);
    await expect(page.getByRole('complementary', { name: 'Medical advice' }), path).toContainText('See your GP');
    const external = page.locator('main a[href^="https://"]');
    expect(await external.count(), `source links on ${path}`).toBeGreaterThan(0);
  }
});

test('the self-check page covers the routine, the signs, the timing and the way in', async ({ page }) => {
  await page.goto('/check');
  for (const name of [
    'The routine: look, feel, size, shape and appearance',
    'What is normal',
    'Signs to see your GP about',
    'When to check',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Start the guided check' })).toHaveAttribute('href', '/checking');
});

test('the privacy notice covers health data, consent, retention and rights, with the ICO link', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.locator('main');
  for (const phrase of [
    'special-category data',
    'Explicit consent',
    'Article 9(2)(a)',
    'eu-west-2',
    'within 30 days',
    'JSON and CSV',
    'We never sell your data',
  ]) {
    await expect(main).toContainText(phrase);
  }
  await expect(main.locator('a[href="https://ico.org.uk/make-a-complaint/"]')).toBeVisible();
});

test('the terms include the prize-draw rules', async ({ page }) => {
  await page.goto('/terms#prize-draw');
  const main = page.locator('main');
  await expect(page.locator('#prize-draw')).toHaveText('Prize draw');
  for (const phrase of [
    'no purchase is necessary',
    '18 or over',
    'One entry per person',
    '23:59 UK time on 14 December 2026',
    'at random',
    '14 days',
    '£160',
    'no cash alternative',
  ]) {
    await expect(main).toContainText(phrase);
  }
});

test('the cookie page lists every cookie and storage key the site sets', async ({ page }) => {
  await page.goto('/cookie');
  await expect(page.locator('main table')).toHaveCount(2);
  for (const key of [
    '__Host-cookie_consent',
    'THEME',
    'prizeDrawDismissed',
    'idToken',
    'accessToken',
    'refreshToken',
    'LastAuthUser',
    'clockDrift',
  ]) {
    await expect(page.locator('main')).toContainText(key);
  }
});

for (const theme of themes) {
  test(`long-form and legal pages have no axe violations (${theme})`, async ({ page }) => {
    await rememberCookieChoice(page);
    await useTheme(page, theme);
    for (const url of ['/check', '/facts', '/glossary', '/privacy', '/cookie', '/terms']) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolations(page, `${url} (${theme})`);
    }
  });
}
