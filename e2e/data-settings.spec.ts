import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtEachWidth } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { createAccount, signInAs } from './support/sign-in';
import { shownTheme, switchTheme } from './support/theme';

test.beforeEach(async ({ page, request }) => {
  await rememberCookieChoice(page);
  // Each test edits its own new account, so tests running in parallel never see each other's changes.
  await signInAs(page, await createAccount(request, 'settings', { given: 'Mary', family: 'Seacole' }));
  await page.goto('/settings');
  await expect(page.getByLabel('First name')).toHaveValue('Mary');
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false });
const dateOfBirth = (page: Page) => page.getByRole('group', { name: /Date of birth/ });
const dobBox = (page: Page, box: 'Day' | 'Month' | 'Year') => dateOfBirth(page).getByLabel(box, { exact: true });

test('changes are saved, announced and still there after a reload', async ({ page }) => {
  await field(page, 'Title').fill('Dr');
  await field(page, 'First name').fill('Mary Jane');
  await dobBox(page, 'Day').fill('23');
  await dobBox(page, 'Month').fill('4');
  await dobBox(page, 'Year').fill('1985');
  await field(page, 'Phone number').fill('07700 900982');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your details have been saved.' })).toBeVisible();
  await page.reload();
  await expect(field(page, 'Title')).toHaveValue('Dr');
  await expect(field(page, 'First name')).toHaveValue('Mary Jane');
  await expect(dobBox(page, 'Day')).toHaveValue('23');
  await expect(dobBox(page, 'Month')).toHaveValue('4');
  await expect(dobBox(page, 'Year')).toHaveValue('1985');
  await expect(field(page, 'Phone number')).toHaveValue('+447700900982');

  await page.goto('/account');
  await expect(page.getByTestId('account-details')).toContainText('Dr Mary Jane Seacole');
});

test('her reminders are shown from her plan, changed on /plan, and saving her details leaves them as they are', async ({
  page,
}) => {
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByTestId('reminders-summary')).toContainText('Your reminders: No reminders.');
  await page.getByRole('link', { name: 'Change your reminders' }).click();
  await expect(page).toHaveURL(/\/plan$/);

  await page.getByRole('radio', { name: 'Every month' }).check();
  await page.getByRole('radio', { name: 'On a fixed day of the month' }).check();
  await page.getByRole('textbox', { name: 'Day of the month' }).fill('28');
  await page.getByLabel('Time of day').fill('19:30');
  await page.getByRole('button', { name: 'Save my reminders' }).click();
  await expect(page.getByTestId('plan-status')).toContainText('Saved: every month');

  await page.goto('/settings');
  const summary = page.getByTestId('reminders-summary');
  await expect(summary).toContainText('Your reminders: Every month on the 28th, at 19:30 UK time, by email.');
  await expect(summary).toContainText(/Next reminder: \d{1,2} [A-Z][a-z]{2} \d{4}\./);
  await field(page, 'Title').fill('Dr');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details have been saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('reminders-summary')).toContainText('Every month on the 28th, at 19:30 UK time');
  await page.goto('/plan');
  await expect(page.getByRole('radio', { name: 'Every month' })).toBeChecked();

  // Weekly on the day she chooses (shown only for weekly and fortnightly), named alike on /plan and /settings.
  await expect(page.getByLabel('Day of the week')).toBeHidden();
  await page.getByRole('radio', { name: 'Every week' }).check();
  await page.getByLabel('Day of the week').selectOption('FRIDAY');
  await page.getByRole('button', { name: 'Save my reminders' }).click();
  await expect(page.getByTestId('plan-status')).toContainText('Saved: every week on Fridays, next on');
  // The day-of-the-week choice is on screen only for these plans: axe in both themes at both widths.
  await expect(page.getByLabel('Day of the week')).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, `/plan with a weekly plan (${await shownTheme(page)})`);
  await switchTheme(page);
  await expectNoAxeViolationsAtEachWidth(page, '/plan with a weekly plan (theme switched)');
  await page.goto('/settings');
  await expect(page.getByTestId('reminders-summary')).toContainText('Every week on Fridays, at 19:30 UK time');
});

test('mistakes are shown next to the fields and in a focused summary, and what she typed is kept', async ({ page }) => {
  await field(page, 'Phone number').fill('call me');
  await dobBox(page, 'Day').fill('1');
  await dobBox(page, 'Month').fill('1');
  await dobBox(page, 'Year').fill('2020');
  await field(page, 'Last name').fill('Seacole-Grant');
  await page.getByRole('button', { name: 'Save changes' }).click();

  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('There is a problem');
  const phone = field(page, 'Phone number');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Enter a UK phone number/);
  await expect(dateOfBirth(page)).toHaveAccessibleDescription(/between 18 and 120 years old/);
  await expect(dobBox(page, 'Day')).toHaveAttribute('aria-invalid', 'true');
  await summary.getByRole('link', { name: /between 18 and 120/ }).click();
  await expect(dobBox(page, 'Day')).toBeFocused(); // GOV.UK: the summary links to the date's first box
  await expect(phone).toHaveValue('call me');
  await expect(field(page, 'Last name')).toHaveValue('Seacole-Grant');

  await summary.getByRole('link', { name: /Enter a UK phone number/ }).click();
  await expect(phone).toBeFocused();
  await expectNoAxeViolations(page, '/settings with errors');

  // Nothing was saved.
  await page.reload();
  await expect(field(page, 'Last name')).toHaveValue('Seacole');
});

test('the server checks again: input that skips the form’s own check gets the same messages', async ({ page }) => {
  // Bypass the browser-side check, as a hand-made request would.
  await page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Save changes' }) })
    .evaluate((form) => form.addEventListener('submit', (event) => event.stopPropagation(), true));
  await field(page, 'Phone number').fill('call me');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('error-summary')).toBeFocused();
  await expect(field(page, 'Phone number')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Phone number')).toHaveValue('call me');
});

test('a save replayed from another origin, or with none, is refused with 403; the same request from the site is not', async ({
  page,
}) => {
  // Capture the browser's real action request (without letting it through), then replay it with other Origins.
  let captured: { url: string; headers: Record<string, string>; body: Buffer } | null = null;
  await page.route('**/settings', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    captured = {
      url: request.url(),
      headers: await request.allHeaders(),
      body: request.postDataBuffer() ?? Buffer.alloc(0),
    };
    await route.abort();
  });
  await field(page, 'First name').fill('Mallory');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(() => captured).not.toBeNull();
  const { url, headers, body } = captured!;
  const replay = (origin: string | null, extra: Record<string, string> = {}) => {
    const { origin: _origin, ...rest } = headers;
    return page.request.post(url, {
      headers: { ...rest, ...(origin ? { origin } : {}), ...extra },
      data: body,
      maxRedirects: 0,
    });
  };

  // The trusted origin is SITE_URL, never what the request says about itself (issue 17: a forwarded host
  // matching the forged Origin used to be accepted). Next alone would answer 500 or let a missing Origin through.
  expect((await replay('https://evil.example')).status()).toBe(403);
  expect((await replay('https://evil.example', { 'x-forwarded-host': 'evil.example' })).status()).toBe(403);
  expect((await replay(null)).status()).toBe(403);
  await page.unrouteAll();
  await page.reload();
  await expect(field(page, 'First name')).toHaveValue('Mary');

  // The control: the very same request from the site's own origin is accepted.
  expect((await replay(new URL(url).origin)).status()).toBe(200);
  await page.reload();
  await expect(field(page, 'First name')).toHaveValue('Mallory');
});

test('the theme can be changed on the settings page, and is remembered', async ({ page }) => {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('main').getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('the notices lead to choosing offer news; her choice is saved, announced and still there after a reload', async ({
  page,
}) => {
  await page.goto('/notices');
  await page.getByRole('link', { name: 'your settings' }).click();
  await expect(page).toHaveURL(/\/settings#offer-news$/);
  const choices = page.getByRole('group', { name: /Offers you’d like to hear about/ });
  // The link lands on the section, not at the top of the page.
  await expect(choices).toBeInViewport();
  await expect(choices.getByLabel('Beauty')).not.toBeChecked();
  await choices.getByLabel('Beauty').check();
  await choices.getByLabel('Travel').check();
  await page.getByRole('button', { name: 'Save my offer choices' }).click();
  await expect(page.getByTestId('offer-choices-status')).toHaveText(
    'Saved: your notices will tell you about new beauty and travel offers.',
  );
  await page.reload();
  await expect(choices.getByLabel('Beauty')).toBeChecked();
  await expect(choices.getByLabel('Travel')).toBeChecked();
  await expect(choices.getByLabel('Fashion')).not.toBeChecked();
});
