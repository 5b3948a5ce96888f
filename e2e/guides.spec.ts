import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Cookie, type Page } from '@playwright/test';
import { guidePaths, guideRoutes } from '../lib/content/guide-registry';
import { expectNoAxeViolationsAtEachWidth } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { INDEX_LAG_MS, localStackUrl } from './support/local-stack';
import { createAccount, signInAs, type Account } from './support/sign-in';
import { themes, useTheme } from './support/theme';

// The nine signed-in guides (issue 15): each one's guidance, sources and GP message, her own records beside the
// guidance when she has some and how to add them when she has none, and axe in both themes at both widths.

/** The guide's h1, from the front matter of its content file. */
function guideTitle(slug: string): string {
  const title = /^title: (.+)$/m.exec(readFileSync(`content/guides/${slug}.md`, 'utf8'))?.[1];
  if (!title) throw new Error(`content/guides/${slug}.md has no title`);
  return title.trim();
}

const GUIDES = guidePaths.map((path) => ({ path, title: guideTitle(guideRoutes[path].slug) }));

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString().slice(0, 10);
const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Her sign-in cookies, made once and shared by every test that needs her signed in. */
async function signedInCookies(browser: Browser, account: Account): Promise<Cookie[]> {
  const context = await browser.newContext();
  await signInAs(await context.newPage(), account);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

async function graphql(request: APIRequestContext, token: string, query: string, variables: object) {
  const response = await request.post(`${localStackUrl}/graphql`, {
    headers: { authorization: token, 'content-type': 'application/json' },
    data: { query, variables },
  });
  expect((await response.json()).errors, query).toBeUndefined();
}

const MOOD = { checked: daysAgo(3), level: 6 };
const STRESS = { checked: daysAgo(5), level: 3 };

/** Her alcohol and activity answers and a mood and a stress check-in, saved through the API as the screens would. */
async function seedRecords(request: APIRequestContext, cookies: Cookie[]) {
  const token = cookies.find((cookie) => cookie.name.endsWith('.accessToken'))!.value;
  const uid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
  const entry = ({ checked, level }: { checked: string; level: number }) => ({
    input: { id: randomUUID(), checked, aLevel: level, aMonth: Number(checked.slice(5, 7)) },
  });
  const create = (field: string) => `mutation($input: CreateDiaryEntryInput!) { ${field}(input: $input) { id } }`;
  await graphql(request, token, create('createMood'), entry(MOOD));
  await graphql(request, token, create('createStress'), entry(STRESS));
  const draft = { version: 'Q1', lifestyle: { alcoholUnitsPerWeek: 18, activeMinutesPerWeek: 100, smoking: 'never' } };
  await graphql(
    request,
    token,
    'mutation($uid: ID!, $answers: AWSJSON!) { saveProfileAnswers(uid: $uid, answers: $answers) { updatedAt } }',
    { uid, answers: JSON.stringify(draft) },
  );
}

let withRecords: Cookie[];
let withoutRecords: Cookie[];

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(60_000); // two accounts made and signed in, one given records
  withRecords = await signedInCookies(browser, await createAccount(request, 'guides'));
  withoutRecords = await signedInCookies(browser, await createAccount(request, 'guides-empty'));
  await seedRecords(request, withRecords);
  // The check-ins are listed through the eventually consistent index, as she would open the guide a moment later.
  await new Promise((resolve) => setTimeout(resolve, INDEX_LAG_MS + 250));
});

test.beforeEach(async ({ page }) => {
  await rememberCookieChoice(page);
});

const yourRecords = (page: Page) => page.getByRole('region', { name: 'Your records' });

test('each guide shows its title, dated sources and the see-your-GP message', async ({ page }) => {
  test.setTimeout(60_000); // nine pages
  await page.context().addCookies(withoutRecords);
  for (const { path, title } of GUIDES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
    const sources = page.getByRole('region', { name: 'Sources' }).getByRole('listitem');
    await expect(sources.first(), path).toHaveText(/\((published|last reviewed) [^)]*\d{4}\)$/);
    await expect(page.getByRole('complementary', { name: 'Medical advice' }), path).toContainText(
      'Noticed a change? See your GP.',
    );
  }
});

test('her alcohol units and her mood and stress check-ins sit beside the guidance', async ({ page }) => {
  await page.context().addCookies(withRecords);
  await page.goto('/nutrition');
  await expect(yourRecords(page).getByRole('heading', { name: 'Your alcohol' })).toBeVisible();
  await expect(yourRecords(page)).toContainText('You usually drink about 18 units a week.');
  await expect(yourRecords(page)).toContainText('That is 4 units a week over the guideline.');

  await page.goto('/anxiety');
  const checkIns = yourRecords(page);
  await expect(checkIns.getByRole('heading', { name: 'Your recent check-ins' })).toBeVisible();
  await expect(checkIns.getByRole('listitem').filter({ hasText: 'out of 10' })).toHaveText([
    `${longDate(MOOD.checked)}: ${MOOD.level} out of 10`,
    `${longDate(STRESS.checked)}: ${STRESS.level} out of 10`,
  ]);
});

test('with nothing recorded the guides say how to add it and show nothing personal', async ({ page }) => {
  await page.context().addCookies(withoutRecords);
  await page.goto('/nutrition');
  await expect(yourRecords(page).getByRole('link', { name: 'Add your alcohol units' })).toHaveAttribute(
    'href',
    '/personal?section=lifestyle',
  );
  await expect(yourRecords(page)).not.toContainText('units a week');

  await page.goto('/anxiety');
  await expect(yourRecords(page)).toContainText('You have no mood or stress check-ins');
  await expect(yourRecords(page).getByRole('link', { name: 'Record your mood' })).toHaveAttribute('href', '/moody');
  await expect(yourRecords(page).getByRole('link', { name: 'Record your stress' })).toHaveAttribute(
    'href',
    '/stressed',
  );
  await expect(yourRecords(page)).not.toContainText('out of 10');
});

// One load per guide and theme, checked at both widths (support/axe.ts), with her records so the personal parts
// are checked too.
for (const theme of themes) {
  for (const { path } of GUIDES) {
    test(`axe finds nothing on ${path} (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.context().addCookies(withRecords);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolationsAtEachWidth(page, `${path} ${theme}`);
    });
  }
}
