import { expect, test } from '@playwright/test';
import { apiAs } from './support/api';
import { expectNoAxeViolationsAtEachWidth } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { gotoAfterIndexLag } from './support/local-stack';
import { adminAccount, createAccount, signInAs } from './support/sign-in';
import { switchTheme, useTheme } from './support/theme';

// A code of hers that an admin withdrew (voidCode): her offer card says so, with a way to get a new one.

const DAY_MS = 86_400_000;
const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const offer = {
  id: `e2e-withdrawn-${run}`,
  partner: 'e2e-withdrawn',
  // No seeded offer is in this category, so the filtered page shows this offer alone.
  category: 'GARDEN',
  title: `Withdrawn code offer ${run}`,
  benefit: '15% off',
  terms: 'One use per member.',
  howToUse: 'Enter the code at checkout.',
  startDate: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
  endDate: '2099-12-31',
  status: 'LIVE',
};
const codes = [`W-${run}-1`, `W-${run}-2`];

test('a withdrawn code is said to be withdrawn, a new one can be claimed in its place; axe in both themes', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Her own offer and account: its stock and her codes are the test's alone.
  const admin = await apiAs(request, adminAccount);
  await admin('mutation($input: CreateOfferInput!) { createOffer(input: $input) { id } }', { input: offer });
  const imported = await admin<{ importCodes: { committed: boolean } }>(
    'mutation($offerId: ID!, $csv: String!) { importCodes(offerId: $offerId, csv: $csv, commit: true) { committed } }',
    { offerId: offer.id, csv: ['code', ...codes].join('\n') },
  );
  expect(imported.importCodes.committed).toBe(true);
  const member = await createAccount(request, 'offers-withdrawn');
  const asMember = await apiAs(request, member);
  // The available codes are found through an index that may lag the import by a second.
  let claimed = { id: '', code: '' };
  await expect(async () => {
    const data = await asMember<{ claimCode: typeof claimed }>(
      'mutation($source: String!) { claimCode(source: $source) { id code } }',
      { source: offer.id },
    );
    claimed = data.claimCode;
  }).toPass({ timeout: 10_000 });
  await admin('mutation($id: ID!) { voidCode(id: $id) { status } }', { id: claimed.id });

  await rememberCookieChoice(page);
  await useTheme(page, 'light');
  await signInAs(page, member);
  const card = page.getByRole('article', { name: offer.title });
  // Her codes are listed through the lagging index too: the page shows the void once it has caught up.
  await expect(async () => {
    await gotoAfterIndexLag(page, '/incentive?category=garden');
    await expect(card).toContainText('This code has been withdrawn.', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // Not shown as hers to use: no code to copy, no last day.
  await expect(card.getByTestId('offer-code')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Copy code' })).toHaveCount(0);
  await expect(card).not.toContainText('Use it by');
  const getNew = card.getByRole('button', { name: `Get a new code for ${offer.partner}` });
  await expect(getNew).toBeVisible();
  const yourCodes = page.getByTestId('your-codes').getByRole('listitem');
  await expect(yourCodes.filter({ hasText: claimed.code })).toContainText('Withdrawn');
  await expectNoAxeViolationsAtEachWidth(page, `/incentive with a withdrawn code (light)`);
  await switchTheme(page);
  await expectNoAxeViolationsAtEachWidth(page, `/incentive with a withdrawn code (dark)`);

  await getNew.click();
  const fresh = codes.find((code) => code !== claimed.code)!;
  await expect(card.getByTestId('offer-code')).toHaveText(fresh);
  await expect(card.getByRole('status').filter({ hasText: 'Your code is ready.' })).toBeVisible();
  await expect(card).not.toContainText('This code has been withdrawn.');
  await expect(yourCodes.filter({ hasText: fresh })).toContainText('Ready to use');
});
