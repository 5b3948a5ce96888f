import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import matter from 'gray-matter';
import { rememberCookieChoice } from './support/cookies';

// The library as the repository holds it, read straight from the content files (the app's loader is server-only).
const articles = fs
  .readdirSync(path.join(__dirname, '..', 'content', 'articles'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => matter(fs.readFileSync(path.join(__dirname, '..', 'content', 'articles', name), 'utf8')).data)
  .map((data) => ({ id: String(data.id), title: String(data.title), category: String(data.category) }));

test('the library lists every article under its category', async ({ page }) => {
  await rememberCookieChoice(page);
  const response = await page.goto('/knowledge');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knowledge library');
  for (const category of ['Fitness', 'Health', 'Nutrition', 'Wellbeing', 'Lifestyle']) {
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
  }
  for (const article of articles)
    await expect(page.getByRole('link', { name: article.title, exact: true })).toBeVisible();
});

test('a category filter shows only that category', async ({ page }) => {
  await rememberCookieChoice(page);
  await page.goto('/knowledge');
  await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Nutrition' }).click();
  await expect(page).toHaveURL(/\/knowledge\/search\?category=nutrition$/);
  const expected = articles.filter((article) => article.category === 'nutrition').map((article) => article.title);
  const shown = page.locator('main').getByRole('listitem').getByRole('heading', { level: 3 });
  await expect(shown).toHaveText(expected);
  await expect(page.getByRole('link', { name: 'Nutrition', exact: true })).toHaveAttribute('aria-current', 'page');
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form is a plain GET that finds the right articles', async ({ page }) => {
    await page.goto('/knowledge');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('vitamin D');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/knowledge\/search\?q=vitamin\+D&category=$/);
    await expect(page.locator('#results-heading')).toHaveText('1 article for “vitamin D”');
    await expect(page.getByRole('link', { name: /Vitamin D in the UK/ })).toBeVisible();
  });

  test('search and category combine, and a miss says so', async ({ page }) => {
    await page.goto('/knowledge/search?category=wellbeing&q=sleep');
    const titles = await page.locator('main li h3').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      expect(articles.find((article) => article.title === title)?.category).toBe('wellbeing');
    }
    await page.goto('/knowledge/search?q=zzzznothing');
    await expect(page.locator('#results-heading')).toHaveText('0 articles for “zzzznothing”');
    await expect(page.getByText('Nothing matched.')).toBeVisible();
  });
});

test('every article answers 200 with its title, canonical URL and Article JSON-LD', async ({ page }) => {
  test.slow();
  for (const article of articles) {
    const response = await page.goto(`/article/${article.id}`);
    expect(response?.status(), `/article/${article.id}`).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/article/${article.id}$`));
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(json).toMatchObject({ '@type': 'Article', headline: article.title, author: { name: expect.any(String) } });
    expect(json.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(json.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('heading', { name: 'Sources', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
  }
});

test('article 1 is the banner target "A slightly more detailed analysis"', async ({ page }) => {
  await page.goto('/article/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A slightly more detailed analysis');
  await expect(page.getByText('triple assessment', { exact: false }).first()).toBeVisible();
});

test('an unknown article id gives the 404 screen with menu and footer', async ({ page }) => {
  for (const id of ['999', 'abc']) {
    const response = await page.goto(`/article/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
  }
});

test('the sitemap lists the library, every article and the partner pages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(/<loc>[^<]*\/knowledge<\/loc>/);
  for (const article of articles) expect(xml).toMatch(new RegExp(`<loc>[^<]*/article/${article.id}</loc>`));
  expect(xml).toMatch(/<loc>[^<]*\/pinkribbon\/promotion<\/loc>/);
});
