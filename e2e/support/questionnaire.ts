import { expect, type Page } from '@playwright/test';

// The risk questionnaire's five sections on /personal, filled in as a woman would. Born 1981, white British,
// one child at 28, no biopsies, a mother with breast cancer at 44.

export const question = (page: Page, name: RegExp) => page.getByRole('group', { name });
export const save = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
// While the router moves to the next section it can hold the new page twice for a moment: either copy will do.
export const progress = (page: Page, n: number) =>
  expect(page.getByText(`Section ${n} of 5`, { exact: true }).first()).toBeVisible();

export async function aboutYou(page: Page, { bornIn = '1981' } = {}) {
  await progress(page, 1);
  const dob = question(page, /date of birth/);
  await dob.getByLabel('Day', { exact: true }).fill('2');
  await dob.getByLabel('Month', { exact: true }).fill('5');
  await dob.getByLabel('Year', { exact: true }).fill(bornIn);
  await page.getByLabel('Which of these best describes your ethnic group?').selectOption('white-british');
  await page.getByLabel('Stones').fill('10');
  await page.getByLabel('Pounds').fill('4');
  await page.getByLabel('Feet').fill('5');
  await page.getByLabel('Inches').fill('5');
  await save(page);
}

export async function periods(page: Page) {
  await progress(page, 2);
  await question(page, /first period/)
    .getByRole('checkbox', { name: "I don't know" })
    .check();
  await question(page, /given birth/)
    .getByRole('radio', { name: 'Yes', exact: true })
    .check();
  await question(page, /first child was born/)
    .getByLabel('Age in years')
    .fill('28');
  await question(page, /menopause/)
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  await question(page, /HRT/).getByRole('radio', { name: 'No, never', exact: true }).check();
  await save(page);
}

export async function breastHistory(page: Page, history: 'none' | 'DCIS') {
  await progress(page, 3);
  if (history === 'DCIS') await page.getByRole('checkbox', { name: /DCIS/ }).check();
  await question(page, /biopsies/)
    .getByLabel('Number')
    .fill('0');
  await save(page);
}

/** Her mother's breast cancer at `motherAt`; with `alsoOvarianAt`, a second row for the same person's ovarian cancer. */
export async function family(page: Page, { motherAt = '44', alsoOvarianAt = '' } = {}) {
  await progress(page, 4);
  const first = page.getByRole('group', { name: 'Relative 1' });
  await first.getByLabel('How are they related to you?').selectOption('mother');
  await first.getByLabel('Which cancer?').selectOption('breast');
  await first.getByLabel('Their age when it was found').fill(motherAt);
  if (alsoOvarianAt) {
    await page.getByRole('button', { name: 'Add another relative' }).click();
    const second = page.getByRole('group', { name: 'Relative 2' });
    await second
      .getByLabel('Is this someone you have already added?')
      .selectOption({ label: 'Yes, the same person as relative 1' });
    await second.getByLabel('Which cancer?').selectOption('ovarian');
    await second.getByLabel('Their age when it was found').fill(alsoOvarianAt);
  }
  await save(page);
}

export async function lifestyle(page: Page, { unitsAWeek = '6', minutesAWeek = '150' } = {}) {
  await progress(page, 5);
  await question(page, /units of alcohol/)
    .getByLabel('Number of units a week')
    .fill(unitsAWeek);
  await question(page, /minutes of moderate activity/)
    .getByLabel('Number of minutes a week')
    .fill(minutesAWeek);
  await question(page, /Do you smoke/)
    .getByRole('radio', { name: 'No, never', exact: true })
    .check();
  await save(page);
  // The last save computes her profile on the server, then the results load: slow on a busy machine.
  await expect(page.getByTestId('risk-results')).toBeVisible({ timeout: 30_000 });
}
