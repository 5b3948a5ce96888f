import { expect, test } from '@playwright/test';
import { apiAs } from './support/api';
import { expectNoAxeViolationsAtEachWidth } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { gotoAfterIndexLag } from './support/local-stack';
import { adminAccount, createAccount, signInAs } from './support/sign-in';
import { switchTheme, useTheme } from './support/theme';

// A code of hers whose offer an admin has since ended: "Your codes" says the offer ended, not "Ready to use".

const DAY_MS = 86_400_000;
const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const offer = {
  id: `e2e-ended-${run}`,
  partner: 'e2e-ended',
  category: 'GARDEN',
  title: `Ended offer ${run}`,
  benefit: '10% off',
  terms: 'One use per member.',
  howToUse: 'Enter the code at checkout.',
  startDate: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
  endDate: '2099-12-31',
  status: 'LIVE',
};

test('a code whose offer has ended says so in her codes; axe in both themes', async ({ page, request }) => {
  test.setTimeout(60_000);
  const admin = await apiAs(request, adminAccount);
  const created = await admin<{ createOffer: { revision: number } }>(
    'mutation($input: CreateOfferInput!) { createOffer(input: $input) { revision } }',
    { input: offer },
  );
  await admin(
    'mutation($offerId: ID!, $csv: String!) { importCodes(offerId: $offerId, csv: $csv, commit: true) { committed } }',
    { offerId: offer.id, csv: ['code', `E-${run}-1`].join('\n') },
  );
  const member = await createAccount(request, 'offers-ended');
  const asMember = await apiAs(request, member);
  // The available codes are found through an index that may lag the import by a second.
  await expect(async () => {
    await asMember('mutation($source: String!) { claimCode(source: $source) { id } }', { source: offer.id });
  }).toPass({ timeout: 10_000 });
  await admin('mutation($input: UpdateOfferInput!) { updateOffer(input: $input) { status } }', {
    input: { id: offer.id, revision: created.createOffer.revision, status: 'ENDED' },
  });

  await rememberCookieChoice(page);
  await useTheme(page, 'light');
  await signInAs(page, member);
  const mine = page
    .getByTestId('your-codes')
    .getByRole('listitem')
    .filter({ hasText: `E-${run}-1` });
  await expect(async () => {
    await gotoAfterIndexLag(page, '/incentive');
    await expect(mine).toContainText('Offer ended', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(mine).toContainText('An offer that has ended');
  await expect(mine).not.toContainText('Ready to use');
  await expectNoAxeViolationsAtEachWidth(page, '/incentive with a code whose offer ended (light)');
  await switchTheme(page);
  await expectNoAxeViolationsAtEachWidth(page, '/incentive with a code whose offer ended (dark)');
});
