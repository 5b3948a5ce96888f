import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtEachWidth } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { createAccount, demoAccount, signInAs, type Account } from './support/sign-in';
import { themes, useTheme } from './support/theme';

// Wellbeing check-ins (issue 11): recording each kind, the week's four, history and ranges, the empty state, axe.

const KINDS = [
  {
    record: '/stressed',
    history: '/stress',
    name: 'stress',
    question: 'How stressed have you felt?',
    symptom: 'Racing thoughts',
  },
  {
    record: '/sleeper',
    history: '/sleep',
    name: 'sleep',
    question: 'How badly has your sleep been affected?',
    symptom: 'Waking in the night',
  },
  {
    record: '/moody',
    history: '/mood',
    name: 'mood',
    question: 'How low or unsettled has your mood been?',
    symptom: 'Tearful',
  },
  {
    record: '/fatigued',
    history: '/fatigue',
    name: 'fatigue',
    question: 'How tired have you felt?',
    symptom: 'Napping in the day',
  },
] as const;

const todayLong = () =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(),
  );

async function chooseLevel(page: Page, question: string | RegExp, level: number) {
  await page.getByRole('group', { name: question }).getByText(String(level), { exact: true }).click();
}

/** The entries table of a history page (inside its "Show the data" disclosure). */
const entriesTable = (page: Page, name: string) =>
  page.locator('table', { has: page.locator('caption', { hasText: `Your ${name} check-ins, newest first` }) });

let recorder: Account;

test.beforeAll(async ({ request }) => {
  recorder = await createAccount(request, 'history');
});

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

test('each kind is recorded in two presses, confirmed from the saved entry, and appears in its history', async ({
  page,
}) => {
  test.setTimeout(120_000); // four kinds, each saved and then read back
  await signInAs(page, recorder);
  for (const [index, kind] of KINDS.entries()) {
    const level = 3 + index;
    await page.goto(kind.record);
    await chooseLevel(page, kind.question, level);
    await page.getByRole('checkbox', { name: kind.symptom }).check();
    await page.getByRole('button', { name: `Save ${kind.name} check-in` }).click();
    await expect(page.getByTestId('check-in-status')).toContainText(`Saved for ${todayLong()}`, { timeout: 15_000 });
    await expect(page.getByTestId('check-in-status')).toContainText(`${level} out of 10`);
    await expect(page.getByTestId('check-in-status')).toContainText(kind.symptom);

    // The list behind the history may lag the write a moment: reload until it shows.
    await expect(async () => {
      await page.goto(kind.history);
      await expect(entriesTable(page, kind.name)).toContainText(kind.symptom, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const row = entriesTable(page, kind.name).locator('tbody tr').first();
    await expect(row).toContainText(todayLong());
    await expect(row).toContainText(String(level));
    // The chart's own summary names the new point.
    await expect(page.locator('figure').first()).toContainText(`${level} out of 10`);
  }
});

test('a level is required and a future date is refused, next to the fields', async ({ page }) => {
  await signInAs(page, recorder);
  await page.goto('/stressed');
  const next = new Date(Date.now() + 2 * 24 * 3600 * 1000);
  await page.getByRole('textbox', { name: 'Year' }).fill(String(next.getUTCFullYear()));
  await page.getByRole('textbox', { name: 'Month' }).fill(String(next.getUTCMonth() + 1));
  await page.getByRole('textbox', { name: 'Day' }).fill(String(next.getUTCDate()));
  await page.getByRole('button', { name: 'Save stress check-in' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toContainText('Choose how you would rate your stress');
  await expect(summary).toContainText('The date cannot be in the future');
});

test('the week’s check-in on /summary records all four at once', async ({ page }) => {
  await signInAs(page, recorder);
  await page.goto('/summary');
  for (const [index, kind] of KINDS.entries()) await chooseLevel(page, new RegExp(`^${kind.name}:`, 'i'), 1 + index);
  await page.getByRole('button', { name: 'Save my week' }).click();
  await expect(page.getByTestId('week-status')).toContainText('Saved your week', { timeout: 15_000 });
  await expect(page.getByTestId('week-status')).toContainText('Stress 1, Sleep 2, Mood 3, Fatigue 4');
});

test('ranges switch by link and the chart follows', async ({ page }) => {
  await signInAs(page, demoAccount);
  await page.goto('/stress');
  const ranges = page.getByRole('navigation', { name: 'Time range' });
  await expect(ranges.getByRole('link', { name: '6 months' })).toHaveAttribute('aria-current', 'page');
  await ranges.getByRole('link', { name: '12 months' }).click();
  await expect(page).toHaveURL(/\/stress\?range=12m$/);
  await expect(ranges.getByRole('link', { name: '12 months' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('figure', { name: /^Stress over the last 12 months/ })).toBeVisible();
  await ranges.getByRole('link', { name: 'All' }).click();
  await expect(page.getByRole('figure', { name: /^Stress, all entries/ })).toBeVisible();
});

test('with no data the pages say what will appear and how to start, not an empty chart', async ({ page, request }) => {
  await signInAs(page, await createAccount(request, 'history-empty'));
  await page.goto('/stress');
  await expect(
    page.getByText('Your stress levels will show here once you add a check-in in this time range.'),
  ).toBeVisible();
  await expect(page.locator('main figure')).toHaveCount(0);
  await page.goto('/monitor');
  await expect(page.getByText('Your levels and findings will line up here')).toBeVisible();
  await page.goto('/summary');
  await expect(page.getByText('You have not recorded a self-check yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Do your first self-check' })).toBeVisible();
  // With no risk profile yet, the panel says what answering involves and links to the questions.
  const risk = page.getByRole('region', { name: 'Your risk profile' });
  await expect(risk).toContainText('It takes about 10 minutes');
  await expect(risk).toContainText('published models');
  await expect(risk.getByRole('link', { name: 'Answer the risk questions' })).toHaveAttribute('href', '/personal');
  // Every guide and record screen is reachable from here, not only from one another.
  const more = page.getByRole('region', { name: 'More for you' });
  await expect(more.getByRole('link', { name: 'Your cycle' })).toHaveAttribute('href', '/cycle');
  await expect(more.getByRole('navigation', { name: 'Guides' }).getByRole('link')).toHaveCount(9);
  await more.getByRole('link', { name: 'Report for your GP' }).click();
  await expect(page).toHaveURL(/\/report$/);
});

const SCREENS = [
  '/stressed',
  '/sleeper',
  '/moody',
  '/fatigued',
  '/stress',
  '/sleep',
  '/mood',
  '/fatigue',
  '/monitor',
  '/summary',
];

// One load per screen and theme, checked at both widths (support/axe.ts). The demo account has a year of data,
// so every chart is drawn.
for (const theme of themes) {
  for (const path of SCREENS) {
    test(`axe finds nothing on ${path} (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await signInAs(page, demoAccount);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolationsAtEachWidth(page, `${path} ${theme}`);
    });
  }
}
