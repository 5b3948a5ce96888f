import { expect, test } from '@playwright/test';
import { partnerData } from '../content/partners';

test('every partner has a promotion and a platform page that lead to signup with the partner as source', async ({
  page,
}) => {
  test.slow();
  for (const partner of partnerData) {
    for (const kind of ['promotion', 'platform'] as const) {
      const url = `/${partner.slug}/${kind}`;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(partner.name);
      await expect(page.getByRole('link', { name: 'Join free' })).toHaveAttribute(
        'href',
        `/signup?source=${partner.slug}`,
      );
      await expect(page.getByRole('link', { name: 'Visit the main site' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(partner.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
  }
});

test('a brand’s shipped offer is visibly labelled as a sample on its own page', async ({ page }) => {
  await page.goto('/zenhotels/promotion');
  await expect(page.getByText('Sample offer', { exact: true })).toBeVisible();
});

test('the partners page links to every partner', async ({ page }) => {
  await page.goto('/alliances');
  for (const partner of partnerData) {
    await expect(page.locator(`main a[href="/${partner.slug}/platform"]`)).toHaveText(partner.name);
  }
});

test('an unknown partner id gives the 404 screen with menu and footer', async ({ page }) => {
  for (const url of ['/not-a-partner/promotion', '/not-a-partner/platform']) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
    await expect(page.getByRole('contentinfo')).toBeAttached();
  }
});
