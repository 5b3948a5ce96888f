import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console';
import { protectedPages } from '../lib/site/protected-pages';
import { publicRoutes } from './support/routes';

for (const route of publicRoutes) {
  test(`${route.path} answers 200 with its heading and no console errors`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page).toHaveTitle(/\S/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

// Title and description are in the server's HTML, which is what search engines and link previews read.
test('every public page has its own title and description', async ({ request }) => {
  const seen = new Map<string, string>();
  for (const route of publicRoutes) {
    const html = await (await request.get(route.path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(title, `title on ${route.path}`).toBeTruthy();
    expect(description?.length ?? 0, `description on ${route.path}`).toBeGreaterThan(20);
    expect(seen.get(title!), `title "${title}" on ${route.path}`).toBeUndefined();
    seen.set(title!, route.path);
  }
});

test('an unknown path shows the designed 404 screen with menu and footer', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
});

test('a page carries its frame once: the 404 screen does not ride along in its payload', async ({ request }) => {
  // Once as HTML and once in the React payload; a root not-found screen with its own frame would add a third.
  const html = await (await request.get('/check')).text();
  expect(html.split('it does not diagnose. If you notice a change, see your GP.').length - 1).toBe(2);
});

test.describe('partner landing pages', () => {
  test('a partner slug hides the menu and footer', async ({ page }) => {
    for (const path of ['/pinkribbon/promotion', '/mariecurie/platform']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    }
  });

  test('any other id shows the menu and footer', async ({ page }) => {
    for (const path of ['/stranger/promotion', '/stranger/platform']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
    }
  });
});

test('every protected route sends a signed-out visitor home, keeping where she was going', async ({
  page,
  request,
}) => {
  // The redirect is the server's (the middleware's), so every route is checked by request; one in the browser.
  for (const { path } of protectedPages) {
    const response = await request.get(`${path}?tab=1`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    const location = new URL(response.headers().location ?? '', response.url());
    expect(`${location.pathname}${location.search}`, path).toBe(`/?next=${encodeURIComponent(`${path}?tab=1`)}`);
  }
  await page.goto('/archive?tab=1');
  await expect(page).toHaveURL(`/?next=${encodeURIComponent('/archive?tab=1')}`);
});

test('robots.txt disallows protected routes and the sitemap lists public pages only', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const { path } of protectedPages) expect(robots).toContain(`Disallow: ${path}\n`);
  expect(robots).not.toContain('Disallow: /check\n');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/check</loc>');
  expect(sitemap).toContain('/pinkribbon/promotion</loc>');
  expect(sitemap).not.toContain('/account</loc>');
});
