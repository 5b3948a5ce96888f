import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtEachWidth } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { adminAccount, createAccount, demoAccount, signInAs } from './support/sign-in';
import { themes, useTheme } from './support/theme';

const run = Date.now().toString(36).toUpperCase();

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

test('a member claims a code, copies it, and sees the same code again and in her codes', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = await createAccount(request, 'offers-claim');
  await signInAs(page, member);
  await page.goto('/incentive');
  // A seeded demonstration offer (the admin test may add a live one of its own at the same time).
  const offer = page
    .getByRole('article')
    .filter({ hasText: 'Demonstration offer: no agreement with this brand exists yet' })
    .first();
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: /Get my code/ }).click();
  const code = (await offer.getByTestId('offer-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Za-z0-9_-]{4,64}$/);
  await offer.getByRole('button', { name: 'Copy code' }).click();
  await expect(offer.getByRole('status').filter({ hasText: 'copied' })).toHaveText(`Code ${code} copied.`);
  // Listed under Your codes at once, from the claim's own answer (the list read through the index may lag).
  await expect(page.getByTestId('your-codes')).toContainText(code);
  // After a reload (once the index has caught up) the same code is on the offer and under Your codes.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('your-codes')).toContainText(code);
  }).toPass({ timeout: 10_000 });
  await expect(page.getByTestId('offer-code').first()).toHaveText(code);
  // A demonstration offer's code will not work at the brand's checkout, so it is never called ready to use.
  const listed = page.getByTestId('your-codes').getByRole('listitem').filter({ hasText: code });
  await expect(listed).toContainText('Demonstration: will not work');
  await expect(listed).not.toContainText('Ready to use');
});

test('an admin creates an offer, imports codes, sees stock fall after a claim, and cannot draw before the close', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `E2E offer ${run}`;
  await signInAs(page, adminAccount);
  await page.goto('/admin/offers/new');
  await page.getByLabel('Partner', { exact: true }).fill('e2e-partner');
  await page.getByLabel('Category').selectOption('LEISURE');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('What it gives').fill('10% off');
  await page.getByLabel('Terms').fill('One use per member.');
  await page.getByLabel('How to use it').fill('Enter the code at checkout.');
  await page.getByLabel('Ends').fill('2099-12-31');
  await page.getByLabel('Status').selectOption('LIVE');
  await page.getByRole('button', { name: 'Create offer' }).click();
  await expect(page.getByTestId('offer-status')).toContainText(`Offer “${title}” created`);
  // Announced: the redirect leaves nothing she pressed on the page, so the confirmation takes focus.
  await expect(page.getByTestId('offer-status')).toBeFocused();

  await page.goto('/admin/import');
  const option = page.locator('#import-offerId option', { hasText: title });
  await expect(async () => {
    await page.reload();
    await expect(option).toHaveCount(1);
  }).toPass({ timeout: 10_000 });
  await page.getByLabel('Offer').selectOption((await option.getAttribute('value'))!);
  const csv = ['code', `E2E-${run}-1`, `E2E-${run}-2`, `E2E-${run}-3`, 'bad code'].join('\n');
  await page
    .getByLabel('CSV file of codes')
    .setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByTestId('import-report')).toContainText('Line 5');
  await expect(page.getByTestId('import-status')).toContainText('Nothing was imported');
  await page.getByLabel('Offer').selectOption((await option.getAttribute('value'))!);
  await page
    .getByLabel('CSV file of codes')
    .setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.replace('\nbad code', '')) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByTestId('import-report')).toContainText('New codes: 3');
  await page.getByRole('button', { name: 'Import 3 codes' }).click();
  await expect(page.getByTestId('import-status')).toContainText('Imported 3 new codes');

  const stock = page.getByRole('row', { name: new RegExp(title) }).getByTestId('offer-stock');
  await page.goto('/admin');
  await expect(async () => {
    await page.reload();
    await expect(stock).toContainText('3');
  }).toPass({ timeout: 10_000 });

  // A member who ticked the prize draw when she joined (as the sign-up form records it) claims one of them: the
  // admin sees the stock fall, and her first sign-in has entered her in the draw.
  const member = await createAccount(request, 'offers-stock', {
    given: 'Stock',
    family: 'Entrant',
    joinedPrizeDraw: true,
  });
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await rememberCookieChoice(memberPage);
  await signInAs(memberPage, member);
  // Where sign-in lands: her first visit makes her record, and with it her draw entry.
  await memberPage.goto('/account');
  await expect(memberPage.getByText('Hello, Stock.')).toBeVisible();
  await memberPage.goto('/incentive?category=leisure');
  const card = memberPage.getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: /Get my code/ }).click();
  await expect(card.getByTestId('offer-code')).toHaveText(new RegExp(`^E2E-${run}-\\d$`));
  await memberContext.close();
  await expect(async () => {
    await page.reload();
    await expect(stock).toContainText('2');
  }).toPass({ timeout: 10_000 });
  await expect(async () => {
    const entrants = await page.request.get('/admin/prize-draw/entrants');
    expect(await entrants.text()).toContain(`Stock Entrant,${member.email}`);
  }).toPass({ timeout: 10_000 });

  // The test close is years away, and no winner is drawn before it (rule 7; the API refuses it too, tested in
  // backend/resolvers/prize-draw-closing.test.ts, where the draw itself is run after the close).
  await page.goto('/admin/prize-draw');
  await expect(page.getByTestId('draw-not-closed')).toContainText('The prize draw is still open until');
  await expect(page.getByRole('button', { name: 'Draw the winner' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'prize draw before the close');
});

test('a member gets a 404 on /admin and its screens', async ({ page }) => {
  await signInAs(page, demoAccount);
  for (const path of ['/admin', '/admin/import', '/admin/prize-draw', '/admin/reports']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }
  expect((await page.request.get('/admin/prize-draw/entrants')).status()).toBe(404);
});

const memberScreens = ['/incentive', '/notices'];
const adminScreens = ['/admin', '/admin/offers/new', '/admin/import', '/admin/prize-draw', '/admin/reports'];

// One load per screen and theme, checked at both widths (support/axe.ts).
for (const theme of themes) {
  for (const path of memberScreens) {
    test(`${path} has no axe violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await signInAs(page, demoAccount);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolationsAtEachWidth(page, `${path} ${theme}`);
    });
  }

  for (const path of adminScreens) {
    test(`${path} has no axe violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await signInAs(page, adminAccount);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolationsAtEachWidth(page, `${path} ${theme}`);
    });
  }

  test(`the import's rows to correct have no axe violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await signInAs(page, adminAccount);
    await page.goto('/admin/import');
    const offer = page.getByLabel('Offer');
    await offer.selectOption((await offer.locator('option[value]:not([value=""])').first().getAttribute('value'))!);
    await page
      .getByLabel('CSV file of codes')
      .setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from('code\nbad code\n') });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByTestId('import-report')).toContainText('Rows to correct (nothing has been imported)');
    await expectNoAxeViolationsAtEachWidth(page, `/admin/import with rows to correct ${theme}`);
  });

  test(`the create-offer form with its errors has no axe violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await signInAs(page, adminAccount);
    await page.goto('/admin/offers/new');
    await page.getByRole('button', { name: 'Create offer' }).click();
    await expect(page.getByRole('link', { name: /Enter the title/ })).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, `create offer with errors ${theme}`);
  });
}
