import { MONTHLY_PLAN, putUserWithPlan } from '@/backend/testing/reminder-users';
import { createCalendarFeedToken, createUnsubscribeToken } from '@/lib/reminders';
import { reminderSigningKeys } from '@/backend/jobs/reminder-keys';
import { startLocalStack, type LocalStack } from './server';

/** The local stack serves the reminder links over HTTP with the same answers as the Lambda (backend/jobs/reminder-links.ts). */
let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ port: 0, inMemory: true, api: { seedDemo: false }, log: () => {} });
}, 60_000);
afterAll(() => stack.close());

const key = async () => (await reminderSigningKeys())[0]!;

test('POST /reminders/unsubscribe stops her reminders; a GET is refused', async () => {
  await putUserWithPlan(stack.api!.store, { uid: 'route-stop', plan: MONTHLY_PLAN, next: '2026-03-05' });
  const token = createUnsubscribeToken('route-stop', await key(), new Date());
  const answer = await fetch(`${stack.url}/reminders/unsubscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect([answer.status, await answer.json()]).toEqual([200, { outcome: 'stopped' }]);
  expect((await fetch(`${stack.url}/reminders/unsubscribe`)).status).toBe(405);
});

test('GET /reminders/calendar serves her feed with the links of the site the app names; 404 once revoked', async () => {
  const store = stack.api!.store;
  await putUserWithPlan(store, { uid: 'route-feed', plan: MONTHLY_PLAN, next: null, calendarFeedId: 'feed-1' });
  const token = createCalendarFeedToken('route-feed', 'feed-1', await key());
  const url = (t: string) =>
    `${stack.url}/reminders/calendar?${new URLSearchParams({ token: t, site: 'http://localhost:3123' })}`;

  const answer = await fetch(url(token));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(await answer.text()).toContain('http://localhost:3123/checking');

  await putUserWithPlan(store, { uid: 'route-feed', plan: MONTHLY_PLAN, next: null, calendarFeedId: 'feed-2' });
  expect((await fetch(url(token))).status).toBe(404);
});
