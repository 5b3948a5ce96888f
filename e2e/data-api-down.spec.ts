import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { rememberCookieChoice } from './support/cookies';
import { demoAccount, signInAs } from './support/sign-in';

/**
 * The same build started a second time with GRAPHQL_URL pointing at a closed port: lib/config.ts reads the
 * environment at run time on the server, so this app has a working identity service and no API.
 * The session cookies are for `localhost`, so the signed-in state carries over to this port.
 */
const port = Number(process.env.E2E_API_DOWN_PORT ?? 3399);
const baseURL = `http://localhost:${port}`;
let app: ChildProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  app = spawn('npx', ['next', 'start', '--port', String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', GRAPHQL_URL: 'http://localhost:9/graphql' },
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(
      async () =>
        fetch(baseURL).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (app.pid) process.kill(-app.pid, 'SIGTERM');
});

for (const path of ['/account', '/settings']) {
  test(`${path} with the API unreachable shows a calm message and a retry, not an error page`, async ({ page }) => {
    await rememberCookieChoice(page);
    await signInAs(page, demoAccount);
    const response = await page.goto(`${baseURL}${path}`);
    expect(response?.status()).toBe(200);
    const fallback = page.getByTestId('data-unavailable');
    await expect(fallback).toContainText('We can’t show your details just now');
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    // Still signed in and still in the site's frame: a down API is not a sign-out.
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole('navigation').first()).toBeVisible();

    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(fallback).toBeVisible();
  });
}
