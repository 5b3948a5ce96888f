import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { runReminders } from '@/backend/jobs/reminders';
import { singletonKey } from '@/backend/store/keys';
import { createJobStore } from '@/backend/store/store';
import { MONTHLY_PLAN, putUserWithPlan } from '@/backend/testing/reminder-users';
import { useTestStore } from '@/backend/testing/test-api';
import { createCalendarFeedToken, createUnsubscribeToken } from '@/lib/reminders';
import { answerLinkEvent, type HttpApiEvent } from './reminder-links';

const mockSecrets: Record<string, string> = {};
jest.mock('@aws-sdk/client-secrets-manager', () => ({
  SecretsManagerClient: jest.fn(() => ({
    send: async ({ input }: { input: { SecretId: string } }) => ({ SecretString: mockSecrets[input.SecretId] }),
  })),
  GetSecretValueCommand: jest.fn((input: unknown) => ({ input })),
}));

const KEY = 'a-test-only reminder signing key of enough length';
const now = new Date('2026-03-01T12:00:00.000Z');
const env = {
  AWS_LAMBDA_FUNCTION_NAME: 'ReminderLinks',
  REMINDER_SIGNING_KEYS: KEY,
  SITE_URL: 'https://venus.example',
  SITE_NAME: 'Venus',
};

/** An HTTP API (payload 2.0) event as API Gateway sends it for the `$default` stage. */
function event(method: string, path: string, options: { query?: string; body?: string; base64?: boolean } = {}) {
  return {
    rawPath: path,
    rawQueryString: options.query ?? '',
    ...(options.body !== undefined
      ? {
          body: options.base64 ? Buffer.from(options.body).toString('base64') : options.body,
          isBase64Encoded: options.base64 ?? false,
        }
      : {}),
    requestContext: { http: { method } },
  } satisfies HttpApiEvent;
}

describe('the reminder links Lambda', () => {
  const store = useTestStore();
  const call = (e: HttpApiEvent, overrides: Record<string, string | undefined> = {}) =>
    answerLinkEvent(e, { store: store(), env: { ...env, ...overrides }, now });
  beforeAll(() => jest.spyOn(console, 'info').mockImplementation(() => {}));

  it('stops her reminders from the unsubscribe token, so the next run sends her nothing', async () => {
    await putUserWithPlan(store(), { uid: 'links-stop', plan: MONTHLY_PLAN, next: '2026-03-05' });
    const token = createUnsubscribeToken('links-stop', KEY, now);

    const answer = await call(event('POST', '/unsubscribe', { body: JSON.stringify({ token }) }));
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ outcome: 'stopped' });
    expect(answer.headers['cache-control']).toBe('no-store');

    const { Item } = await store().doc.send(
      new GetCommand({ TableName: store().tableName, Key: singletonKey('links-stop', 'User') }),
    );
    expect(Item).toMatchObject({ reminder: 'NONE' });
    expect(Item?.next).toBeUndefined();
    const sent: string[] = [];
    await runReminders({
      store: store(),
      now: new Date('2026-03-05T09:30:00Z'),
      siteUrl: env.SITE_URL,
      siteName: env.SITE_NAME,
      signingKeys: [KEY],
      send: async (mail) => void sent.push(mail.to),
    });
    expect(sent).not.toContain('links-stop@example.com');
  });

  it('reads a base64 body, as API Gateway may send it', async () => {
    await putUserWithPlan(store(), { uid: 'links-base64', plan: MONTHLY_PLAN, next: '2026-03-05' });
    const token = createUnsubscribeToken('links-base64', KEY, now);
    const answer = await call(event('POST', '/unsubscribe', { body: JSON.stringify({ token }), base64: true }));
    expect([answer.statusCode, JSON.parse(answer.body)]).toEqual([200, { outcome: 'stopped' }]);
  });

  it('answers 400 for a bad, foreign-signed or expired token, or a body that is not one', async () => {
    const post = (body: string) => call(event('POST', '/unsubscribe', { body }));
    const foreign = createUnsubscribeToken('links-stop', 'another key that is long enough to sign with', now);
    const expired = createUnsubscribeToken('links-stop', KEY, new Date('2025-01-01T00:00:00Z'), 1);
    for (const [body, outcome] of [
      [JSON.stringify({ token: 'not.a-token' }), 'invalid'],
      [JSON.stringify({ token: foreign }), 'invalid'],
      [JSON.stringify({ token: expired }), 'expired'],
      ['not json', 'invalid'],
    ] as const) {
      const answer = await post(body);
      expect([answer.statusCode, JSON.parse(answer.body)]).toEqual([400, { outcome }]);
    }
  });

  it('serves her calendar for a valid token, never cached, with the site from its environment', async () => {
    await putUserWithPlan(store(), { uid: 'links-feed', plan: MONTHLY_PLAN, next: null, calendarFeedId: 'feed-1' });
    const token = createCalendarFeedToken('links-feed', 'feed-1', KEY);
    // A `site` parameter is ignored on AWS: the links in her calendar point at the configured site only.
    const query = new URLSearchParams({ token, site: 'https://evil.example' }).toString();

    const answer = await call(event('GET', '/calendar', { query }));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'no-store',
    });
    expect(answer.body).toMatch(/^BEGIN:VCALENDAR/);
    expect(answer.body).toContain('RRULE:');
    expect(answer.body).toContain('Venus');
    expect(answer.body).toContain('https://venus.example/checking');
    expect(answer.body).not.toContain('evil.example');
  });

  it('after the unsubscribe link, serves her subscription with no event, so her calendar stops alerting', async () => {
    await putUserWithPlan(store(), { uid: 'links-stopped', plan: MONTHLY_PLAN, next: null, calendarFeedId: 'feed-1' });
    const stop = createUnsubscribeToken('links-stopped', KEY, now);
    expect((await call(event('POST', '/unsubscribe', { body: JSON.stringify({ token: stop }) }))).statusCode).toBe(200);

    const token = createCalendarFeedToken('links-stopped', 'feed-1', KEY);
    const answer = await call(event('GET', '/calendar', { query: new URLSearchParams({ token }).toString() }));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'no-store',
    });
    expect(answer.body).toMatch(/^BEGIN:VCALENDAR/);
    expect(answer.body).toContain('X-WR-CALNAME:Venus reminders');
    expect(answer.body).not.toContain('BEGIN:VEVENT');
  });

  it('answers 404 for a bad token or one whose feed she has revoked', async () => {
    await putUserWithPlan(store(), { uid: 'links-revoked', plan: MONTHLY_PLAN, next: null, calendarFeedId: 'feed-2' });
    const revoked = createCalendarFeedToken('links-revoked', 'feed-1', KEY);
    for (const token of [revoked, 'nonsense', '']) {
      const answer = await call(event('GET', '/calendar', { query: new URLSearchParams({ token }).toString() }));
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('VCALENDAR');
    }
  });

  it('answers 405 to the wrong method and 404 to any other path', async () => {
    const get = await call(event('GET', '/unsubscribe'));
    expect([get.statusCode, get.headers.allow]).toEqual([405, 'POST']);
    const post = await call(event('POST', '/calendar', { body: '{}' }));
    expect([post.statusCode, post.headers.allow]).toEqual([405, 'GET']);
    expect((await call(event('GET', '/elsewhere'))).statusCode).toBe(404);
  });

  it('on AWS takes its keys from Secrets Manager, by REMINDER_SIGNING_KEYS_ARN, not from its environment', async () => {
    const arn = 'arn:aws:secretsmanager:eu-west-2:000000000000:secret:ReminderSigningKeys-AbCdEf';
    const newKey = 'a newer signing key kept in secrets manager';
    mockSecrets[arn] = `${newKey},${KEY}`;
    const fromSecretsManager = { REMINDER_SIGNING_KEYS: undefined, REMINDER_SIGNING_KEYS_ARN: arn };
    for (const [uid, key] of [
      ['links-arn-new', newKey],
      ['links-arn-old', KEY],
    ] as const) {
      await putUserWithPlan(store(), { uid, plan: MONTHLY_PLAN, next: '2026-03-05' });
      const body = JSON.stringify({ token: createUnsubscribeToken(uid, key, now) });
      const answer = await call(event('POST', '/unsubscribe', { body }), fromSecretsManager);
      expect([answer.statusCode, JSON.parse(answer.body)]).toEqual([200, { outcome: 'stopped' }]);
    }
  });

  it('refuses to run without its signing keys or site, saying which is missing', async () => {
    const e = event('GET', '/calendar', { query: 'token=x' });
    await expect(call(e, { REMINDER_SIGNING_KEYS: undefined })).rejects.toThrow('REMINDER_SIGNING_KEYS');
    await expect(call(e, { REMINDER_SIGNING_KEYS: 'too-short' })).rejects.toThrow('REMINDER_SIGNING_KEYS');
    await expect(call(e, { SITE_URL: undefined })).rejects.toThrow('SITE_URL');
    await expect(call(e, { SITE_NAME: '' })).rejects.toThrow('SITE_NAME');
  });
});

describe('createJobStore', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('starts on Lambda without the API page-token secret, which a job never needs', () => {
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'ReminderLinks';
    delete process.env.API_TOKEN_SECRET;
    expect(createJobStore().tokenSecret.length).toBeGreaterThanOrEqual(32);
  });
});
