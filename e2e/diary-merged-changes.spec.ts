import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/api';
import { expectNoAxeViolationsAtEachWidth } from './support/axe';
import { earlierCheckWithLump } from './support/checks';
import { rememberCookieChoice } from './support/cookies';
import { createAccount, signInAs } from './support/sign-in';
import { switchTheme, useTheme } from './support/theme';

// Changes kept on the device for a check that has since been saved somewhere else are only offered; "Use my
// changes" puts hers onto the newer version (lib/check/merge-edit) and says which answers hers replaced. One load
// of that state, checked in each theme.

/** Whether this device keeps unsaved changes to the check (lib/offline/form-draft, lib/forms/edit-check). */
const changesKept = (page: Page, checkId: string) =>
  page.evaluate((id) => Object.keys(localStorage).some((key) => key.endsWith(`:edit-check:${id}`)), checkId);

interface SavedFinding {
  id: string;
  kind: string;
  severity: number;
  location: string;
  clock: number;
  distanceCm: number;
  status: string;
}

test('using kept changes on a check changed elsewhere says which answers hers replaced; axe in both themes', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Her own account and check: nothing else edits it while the test runs but the test itself.
  const account = await createAccount(request, 'merged-changes');
  await rememberCookieChoice(page);
  await useTheme(page, 'light');
  await signInAs(page, account);
  const id = await earlierCheckWithLump(page, account, 3);
  const api = await apiAs(request, account);

  await page.goto(`/archive/${id}/edit`);
  const finding = page.getByRole('region', { name: 'Change 1 in your left breast' });
  await finding.getByRole('radio', { name: 'Swelling', exact: true }).check();
  await expect.poll(() => changesKept(page, id)).toBe(true);

  // Meanwhile the same answer of the same finding is changed somewhere else (another device saved it).
  const { getObservation: saved } = await api<{ getObservation: { updatedAt: string; bLeft: SavedFinding[] } }>(
    'query($id: ID!) { getObservation(id: $id) { updatedAt bLeft { id kind severity location clock distanceCm status } } }',
    { id },
  );
  await api('mutation($input: UpdateObservationInput!) { updateObservation(input: $input) { id } }', {
    input: { id, expectedUpdatedAt: saved.updatedAt, bLeft: saved.bLeft.map((item) => ({ ...item, kind: 'PAIN' })) },
  });

  await page.reload();
  const offered = page.getByTestId('changes-offered');
  await expect(offered).toContainText('This check has been changed somewhere else since you made your changes');
  // The newer version is what the form shows until she chooses.
  await expect(finding.getByRole('radio', { name: 'Pain', exact: true })).toBeChecked();
  await offered.getByRole('button', { name: 'Use my changes' }).click();

  const merged = page.getByTestId('changes-merged');
  await expect(offered).toHaveCount(0);
  await expect(merged).toContainText(
    'Your changes have been put into the latest version below. They are not saved yet.',
  );
  await expect(merged.getByRole('listitem')).toHaveText([/^Swelling, left breast.*: what you noticed$/]);
  // The button she chose has gone with the offer: focus moves to what replaced it, inside the status region.
  await expect(merged).toBeFocused();
  await expect(page.getByRole('status').filter({ has: merged })).toHaveCount(1);
  await expect(finding.getByRole('radio', { name: 'Swelling', exact: true })).toBeChecked();
  // Her merged changes are kept on the device until she saves them.
  await expect.poll(() => changesKept(page, id)).toBe(true);
  await expectNoAxeViolationsAtEachWidth(page, `/archive/<id>/edit after "Use my changes" (light)`);
  await switchTheme(page);
  await expect(merged).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, `/archive/<id>/edit after "Use my changes" (dark)`);
});
