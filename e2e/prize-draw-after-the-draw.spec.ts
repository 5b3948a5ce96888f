import { spawn, type ChildProcess } from 'node:child_process';
import { expect, request as newRequest, test } from '@playwright/test';
import { LOCAL_PRIZE_DRAW_SERVICE } from '../lib/local-stack';
import { PRIZE_DRAW_ALREADY_DRAWN_MESSAGE } from '../lib/prize-draw/closing';
import { apiAs } from './support/api';
import { expectNoAxeViolationsAtEachWidth } from './support/axe';
import { rememberCookieChoice } from './support/cookies';
import { uniqueEmail } from './support/local-stack';
import { adminAccount, createAccount, signInAs, tokensOf, type Account } from './support/sign-in';
import { switchTheme, useTheme } from './support/theme';

/**
 * After a draw is made. The suite's servers close the draw in 2099 and the servers' clocks cannot be moved, so this
 * spec starts its own pair, as data-api-down.spec does: the same build and a local stack of its own
 * (support/prize-draw-stack.ts), both closing the draw at the next whole minute at least 90 s away, so the test
 * waits out the close. Before it a member joins the draw by signing up (and never signs in) and someone enters on
 * the free route; after it the admin runs the draw through the API. That stack refuses the writes that settle a
 * draw, as throttling on AWS would, so the draw is recorded but not finished. Both screens are checked in each theme.
 */

const stackPort = Number(process.env.E2E_DRAW_STACK_PORT ?? 4411);
const appPort = Number(process.env.E2E_DRAW_APP_PORT ?? 3398);
const stackUrl = `http://localhost:${stackPort}`;
const appUrl = `http://localhost:${appPort}`;
const drawId = `e2e-unsettled-${Date.now().toString(36)}`;
const servers: ChildProcess[] = [];
let lateMember: Account;

test.describe.configure({ mode: 'serial' });

/** The close as PRIZE_DRAW_CLOSES takes it ("YYYY-MM-DD HH:MM", UK time), and when that is. */
function closeAtLeast(ms: number): { text: string; at: number } {
  const at = Math.ceil((Date.now() + ms) / 60_000) * 60_000;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { text: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`, at };
}

function start(command: string[], env: Record<string, string>): void {
  const { LOCAL_STACK_URL: _url, GRAPHQL_URL: _graphql, AUTH_USER_POOL_ENDPOINT: _pool, ...inherited } = process.env;
  const { PRIZE_DRAW_OPENS: _opens, ...rest } = inherited;
  servers.push(
    spawn('npx', command, { env: { ...rest, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: 'ignore', detached: true }),
  );
}

const answers = (url: string) =>
  expect
    .poll(
      () =>
        fetch(url).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const close = closeAtLeast(90_000);
  const env = { LOCAL_STACK_PORT: String(stackPort), PRIZE_DRAW_CLOSES: close.text };
  start(['tsx', 'e2e/support/prize-draw-stack.ts'], env);
  start(['next', 'start', '--port', String(appPort)], { ...env, SITE_URL: appUrl });
  await Promise.all([answers(`${stackUrl}/mailbox`), answers(appUrl)]);

  const request = await newRequest.newContext();
  lateMember = await createAccount(request, 'draw-too-late', { joinedPrizeDraw: true }, stackUrl);
  const { username: email, password } = LOCAL_PRIZE_DRAW_SERVICE;
  const service = await apiAs(request, { email, password }, stackUrl);
  await service('mutation($input: FreePrizeDrawEntryInput!) { enterPrizeDrawFree(input: $input) }', {
    input: { name: 'Early Entrant', email: uniqueEmail('draw-entrant') },
  });
  // Her consent record is stamped as she confirms: it must say she joined before the close.
  expect(Date.now(), 'the servers took too long to start: the close passed before the entries').toBeLessThan(close.at);

  const admin = await apiAs(request, adminAccount, stackUrl);
  const { AccessToken } = await tokensOf(request, adminAccount, stackUrl);
  // The API refuses a draw until the close (TooEarly), then records it and answers with an error as settling it is
  // refused (see above): so the run is sent as is, and the list of draws says what it did.
  await expect(async () => {
    const listed = async () =>
      (await admin<{ prizeDraws: { id: string; entriesSettled: boolean }[] }>('{ prizeDraws { id entriesSettled } }'))
        .prizeDraws;
    if (!(await listed()).some((draw) => draw.id === drawId))
      await request.post(`${stackUrl}/graphql`, {
        headers: { authorization: AccessToken, 'content-type': 'application/json' },
        data: { query: 'mutation($drawId: ID!) { runPrizeDraw(drawId: $drawId) { id } }', variables: { drawId } },
      });
    expect(await listed()).toContainEqual({ id: drawId, entriesSettled: false });
  }).toPass({ intervals: [5_000], timeout: 180_000 });
  await request.dispose();
});

test.afterAll(() => {
  for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
});

test.beforeEach(async ({ page }) => rememberCookieChoice(page));

test('/account tells a member who joined before the close but first signed in after the draw that she was not entered; axe in both themes', async ({
  page,
}) => {
  await useTheme(page, 'light');
  await signInAs(page, lateMember, stackUrl);
  // Her first signed-in page: it tries to enter her as she joined, and the API says the draw was made without her.
  await page.goto(`${appUrl}/account`);
  const panel = page.getByTestId('prize-draw-entry');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Free prize draw');
  await expect(panel).toContainText(`You are not entered in the draw. ${PRIZE_DRAW_ALREADY_DRAWN_MESSAGE}`);
  // No way in: the draw she joined is over.
  await expect(panel.getByRole('button')).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'About the draw and its rules' })).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, '/account, not entered: drawn before her first sign-in (light)');
  await switchTheme(page);
  await expectNoAxeViolationsAtEachWidth(page, '/account, not entered: drawn before her first sign-in (dark)');
});

test('/admin/prize-draw says a recorded draw whose entries are not settled is not finished; axe in both themes', async ({
  page,
}) => {
  await useTheme(page, 'light');
  await signInAs(page, adminAccount, stackUrl);
  await page.goto(`${appUrl}/admin/prize-draw`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prize draw');
  const record = page.getByTestId(`draw-${drawId}`);
  await expect(record.getByRole('term').filter({ hasText: 'Not finished' })).toBeVisible();
  await expect(page.getByTestId(`draw-${drawId}-unsettled`)).toHaveText(
    `Some entries do not have their deletion date yet. Run draw ${drawId} again to finish: the winner stays the same.`,
  );
  await expect(record).toContainText('Early Entrant');
  // The draw has closed, so the form that runs (or finishes) a draw is offered.
  await expect(page.getByRole('button', { name: 'Draw the winner' })).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, '/admin/prize-draw with an unfinished draw (light)');
  await switchTheme(page);
  await expectNoAxeViolationsAtEachWidth(page, '/admin/prize-draw with an unfinished draw (dark)');
});
