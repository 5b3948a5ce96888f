import type { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { MONTHLY_PLAN, putUserWithPlan } from '@/backend/testing/reminder-users';
import { verifyUnsubscribeToken } from '@/lib/reminders';
import { startLocalStack, type LocalStack } from '@/local/server';
import { reminderSender, runScheduledReminders, runTime, stopAtFor } from './reminders';

const mockSecrets: Record<string, string> = {};
jest.mock('@aws-sdk/client-secrets-manager', () => ({
  SecretsManagerClient: jest.fn(() => ({
    send: async ({ input }: { input: { SecretId: string } }) => ({ SecretString: mockSecrets[input.SecretId] }),
  })),
  GetSecretValueCommand: jest.fn((input: unknown) => ({ input })),
}));

const now = new Date('2026-11-23T12:03:00.000Z');

describe('runTime', () => {
  it('is the time the schedule meant, not the time the Lambda happened to start', () => {
    expect(runTime({ scheduledTime: '2026-11-23T12:00:00Z' }, now).toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('falls back to the clock for a missing or unreadable schedule time', () => {
    expect(runTime(null, now)).toBe(now);
    expect(runTime({ scheduledTime: 'not a time' }, now)).toBe(now);
  });

  it('falls back to the clock for a schedule time more than a few minutes gone, as a delayed call brings', () => {
    expect(runTime({ scheduledTime: '2026-11-23T11:58:00Z' }, now).toISOString()).toBe('2026-11-23T11:58:00.000Z');
    expect(runTime({ scheduledTime: '2026-11-23T11:50:00Z' }, now)).toBe(now);
    expect(runTime({ scheduledTime: '2026-11-23T06:00:00Z' }, now)).toBe(now);
  });
});

describe('stopAtFor', () => {
  it('stops starting turns 30 s before Lambda would stop the function, whatever its timeout', () => {
    expect(stopAtFor({ getRemainingTimeInMillis: () => 120_000 }, 1_000)).toBe(91_000);
    expect(stopAtFor({ getRemainingTimeInMillis: () => 300_000 }, 1_000)).toBe(271_000);
  });
});

describe('the scheduled run on AWS', () => {
  let stack: LocalStack;
  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    stack = await startLocalStack({ port: 0, inMemory: true, api: { seedDemo: false }, log: () => {} });
  }, 60_000);
  afterAll(() => stack.close());

  const env = {
    MAIL_FROM: 'reminders@venus.example',
    SITE_URL: 'https://venus.example',
    SITE_NAME: 'Venus',
    REMINDER_SIGNING_KEYS: 'a-test-only reminder signing key of enough length',
  };

  it('sends each due reminder once through SES, from the configured sender, with one-click unsubscribe', async () => {
    const store = stack.api!.store;
    await putUserWithPlan(store, { uid: 'lambda-due', plan: MONTHLY_PLAN, next: '2026-03-05' });
    const sent: SendEmailCommand[] = [];
    const send = async (command: SendEmailCommand) => void sent.push(command);
    // Each run starts a few seconds after the time it was scheduled for.
    const deps = (scheduledTime: string) => ({ store, env, now: new Date(Date.parse(scheduledTime) + 2_000), send });

    const first = await runScheduledReminders({ scheduledTime: '2026-03-05T09:30:00Z' }, deps('2026-03-05T09:30:00Z'));
    expect(first).toMatchObject({ runAt: '2026-03-05T09:30:00.000Z', sent: 1 });
    const email = sent[0]!.input;
    // A neutral display name: the address's domain may name the product in full.
    expect(email.FromEmailAddress).toBe('"Venus reminders" <reminders@venus.example>');
    expect(email.Destination?.ToAddresses).toEqual(['lambda-due@example.com']);
    const headers = Object.fromEntries((email.Content?.Simple?.Headers ?? []).map((h) => [h.Name, h.Value]));
    expect(headers['List-Unsubscribe']).toMatch(/^<https:\/\/venus\.example\/unsubscribe\?token=/);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(email.Content?.Simple?.Body?.Text?.Data).not.toMatch(/breast/i);

    // The schedule's next run for the same due date sends nothing more.
    await runScheduledReminders({ scheduledTime: '2026-03-05T09:35:00Z' }, deps('2026-03-05T09:35:00Z'));
    expect(sent).toHaveLength(1);
  });

  it('on AWS signs the unsubscribe link with the newest key from Secrets Manager (REMINDER_SIGNING_KEYS_ARN)', async () => {
    const arn = 'arn:aws:secretsmanager:eu-west-2:000000000000:secret:ReminderSigningKeys-AbCdEf';
    const newest = 'the newest signing key from secrets manager';
    mockSecrets[arn] = `${newest},${env.REMINDER_SIGNING_KEYS}`;
    const store = stack.api!.store;
    await putUserWithPlan(store, { uid: 'lambda-arn', plan: MONTHLY_PLAN, next: '2026-04-05' });
    const sent: SendEmailCommand[] = [];
    const runAt = new Date('2026-04-05T09:30:00Z');
    await runScheduledReminders(
      { scheduledTime: runAt.toISOString() },
      {
        store,
        now: new Date(runAt.getTime() + 2_000),
        env: {
          ...env,
          REMINDER_SIGNING_KEYS: undefined,
          REMINDER_SIGNING_KEYS_ARN: arn,
          AWS_LAMBDA_FUNCTION_NAME: 'R',
        },
        send: async (command: SendEmailCommand) => void sent.push(command),
      },
    );
    const headers = Object.fromEntries((sent[0]?.input.Content?.Simple?.Headers ?? []).map((h) => [h.Name, h.Value]));
    const token = new URL(headers['List-Unsubscribe']!.slice(1, -1)).searchParams.get('token')!;
    expect(verifyUnsubscribeToken(token, newest, runAt)).toMatchObject({ ok: true, uid: 'lambda-arn' });
  });

  it('refuses to run without its sender, site address or signing key', async () => {
    const deps = { store: stack.api!.store, now, send: async () => undefined };
    await expect(runScheduledReminders(null, { ...deps, env: { ...env, MAIL_FROM: '' } })).rejects.toThrow('MAIL_FROM');
    await expect(runScheduledReminders(null, { ...deps, env: { ...env, SITE_URL: undefined } })).rejects.toThrow(
      'SITE_URL',
    );
    await expect(
      runScheduledReminders(null, {
        ...deps,
        env: { ...env, REMINDER_SIGNING_KEYS: undefined, AWS_LAMBDA_FUNCTION_NAME: 'Reminders' },
      }),
    ).rejects.toThrow('REMINDER_SIGNING_KEYS');
  });
});

describe('reminderSender', () => {
  it('quotes the name, escaping what would end the quoted string, and encodes a name beyond ASCII', () => {
    expect(reminderSender('Venus', 'no-reply@example.com')).toBe('"Venus reminders" <no-reply@example.com>');
    expect(reminderSender('Ve"nus\\', 'a@b.c')).toBe('"Ve\\"nus\\\\ reminders" <a@b.c>');
    expect(reminderSender('Vénus', 'a@b.c')).toBe(
      `=?UTF-8?B?${Buffer.from('Vénus reminders').toString('base64')}?= <a@b.c>`,
    );
  });
});
