import { expect, test } from '@playwright/test';

const notice = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Cookies on this site' });

test('a first visit sees the notice and no optional cookie is set', async ({ page, context }) => {
  await page.goto('/');
  await expect(notice(page)).toBeVisible();
  // It asks about nothing the site does not do: there are no optional (statistics) cookies today.
  await expect(notice(page)).toContainText('We set no optional cookies today');
  await expect(notice(page)).not.toContainText('We would like to use optional cookies');
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual([]);
});

for (const choice of ['Accept', 'Reject'] as const) {
  test(`${choice} is kept for 365 days in a Secure cookie`, async ({ page, context }) => {
    await page.goto('/');
    await notice(page).getByRole('button', { name: choice }).click();
    await expect(notice(page)).toHaveCount(0);

    const [cookie] = await context.cookies();
    expect(cookie?.name).toBe('__Host-cookie_consent');
    expect(cookie?.value).toBe(choice === 'Accept' ? 'accepted' : 'rejected');
    expect(cookie?.secure).toBe(true);
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await expect(notice(page)).toHaveCount(0);
  });
}

test('Accept and Reject are equally prominent', async ({ page }) => {
  await page.goto('/');
  const accept = await notice(page).getByRole('button', { name: 'Accept' }).boundingBox();
  const reject = await notice(page).getByRole('button', { name: 'Reject' }).boundingBox();
  expect(accept?.width).toBeCloseTo(reject?.width ?? 0, 0);
  expect(accept?.height).toBeCloseTo(reject?.height ?? 0, 0);
});

test('the footer link reopens the notice', async ({ page }) => {
  await page.goto('/about');
  await notice(page).getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(notice(page)).toBeVisible();
});
