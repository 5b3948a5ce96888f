import { DataError } from '@/lib/data/errors';
import { initialFormState } from '@/lib/forms/form-state';
import { PRIZE_DRAW_MESSAGES, type PrizeDrawChoiceField } from '@/lib/forms/prize-draw-membership';
import type { ConsentChange } from '@/lib/auth/identity-admin';
import { contactEmails } from '@/lib/content/contact';
import { PRIZE_DRAW_CLOSED_MESSAGE, PRIZE_DRAW_CLOSES_AT } from '@/lib/prize-draw/closing';

type Attributes = Record<string, string>;

/**
 * Joining or leaving the prize draw on /account: the data API changes her entry, and this server changes her
 * consent record (custom:prize_draw) with its own credentials, for her own account only.
 */
jest.mock('next/headers', () => ({ headers: async () => new Headers({ origin: 'http://localhost:3300' }) }));
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'http://localhost:3300' } }));
jest.mock('@/lib/auth/session', () => ({ requireUser: async () => ({ sub: 'user-1', email: 'ada@example.com' }) }));
const calls: string[] = [];
const entry = { email: 'ada@example.com', createdAt: '2026-11-23T12:00:00.000Z' };
const enterMyPrizeDraw = jest.fn(async () => (calls.push('enter'), { ...entry, fromEntryForm: false }));
const withdrawMyPrizeDrawEntry = jest.fn(async () => void calls.push('withdraw'));
jest.mock('@/lib/data/prize-draw', () => ({
  enterMyPrizeDraw: () => enterMyPrizeDraw(),
  withdrawMyPrizeDrawEntry: () => withdrawMyPrizeDrawEntry(),
}));
// Cognito's copy of her attributes: the fake applies the change the action decides from them, as the real one does.
const attributes: Record<string, string> = {};
const changeConsentRecords = jest.fn(
  async (session: { sub: string }, decide: (current: Attributes) => ConsentChange) => {
    const change = decide({ ...attributes });
    for (const [name, value] of Object.entries(change.set ?? {})) {
      attributes[name] = value;
      calls.push(`record ${name} for ${session.sub}`);
    }
    for (const name of change.remove ?? []) {
      delete attributes[name];
      calls.push(`delete ${name} for ${session.sub}`);
    }
    return change;
  },
);
jest.mock('@/lib/auth/identity-admin', () => ({
  changeConsentRecords: (session: { sub: string }, decide: (current: Attributes) => ConsentChange) =>
    changeConsentRecords(session, decide),
}));

// Imported after the mocks so the action picks them up.
const { choosePrizeDrawAction } = require('./actions') as typeof import('./actions');

function choice(value: 'enter' | 'withdraw', extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  data.set('choice', value);
  for (const [name, text] of Object.entries(extra)) data.set(name, text);
  return data;
}

const JOINED_BEFORE = '2026-01-05T09:00:00.000Z';

beforeEach(() => {
  calls.length = 0;
  for (const name of Object.keys(attributes)) delete attributes[name];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('entering records her prize-draw consent with the server time, on her own account', async () => {
  const state = await choosePrizeDrawAction(
    initialFormState<PrizeDrawChoiceField>(),
    choice('enter', { sub: 'someone-else' }),
  );
  expect(state).toMatchObject({ status: 'saved', message: PRIZE_DRAW_MESSAGES.entered });
  // The record first: she is never in the draw without it.
  expect(calls).toEqual(['record custom:prize_draw for user-1', 'enter']);
  const at = Date.parse(attributes['custom:prize_draw']!);
  expect(Math.abs(at - Date.now())).toBeLessThan(60_000);
});

test('entering that makes an entry from the entry form hers says so plainly, and shows that entry', async () => {
  enterMyPrizeDraw.mockResolvedValueOnce({ ...entry, fromEntryForm: true });
  const state = await choosePrizeDrawAction(initialFormState<PrizeDrawChoiceField>(), choice('enter'));
  expect(state).toMatchObject({
    status: 'saved',
    message: 'You’re in the draw. An entry made with your email address on our entry form is now part of your account.',
    values: { entry: JSON.stringify(entry) },
  });
});

test('an entry in another account is refused in words that name no one', async () => {
  enterMyPrizeDraw.mockRejectedValueOnce(new DataError('conflict', 'EnterPrizeDraw', 'Conflict'));
  const state = await choosePrizeDrawAction(initialFormState<PrizeDrawChoiceField>(), choice('enter'));
  expect(state.message).toBe(
    'Your email address, or another way of writing it that can reach the same inbox, is already entered in the draw, from another account or on the entry form (one entry per person). To withdraw that entry, sign in to that account or email us.',
  );
});

test('withdrawing takes her out of the draw first, then removes the consent record', async () => {
  attributes['custom:prize_draw'] = JOINED_BEFORE;
  const state = await choosePrizeDrawAction(initialFormState<PrizeDrawChoiceField>(), choice('withdraw'));
  expect(state).toMatchObject({ status: 'saved', message: PRIZE_DRAW_MESSAGES.withdrawn });
  expect(calls).toEqual(['withdraw', 'delete custom:prize_draw for user-1']);
});

test('withdrawing after the close says her entry is deleted, never that she is out of a draw that may be made', async () => {
  attributes['custom:prize_draw'] = JOINED_BEFORE;
  // Real timers keep running (the action awaits); only the clock reads after the close.
  jest.useFakeTimers({ now: PRIZE_DRAW_CLOSES_AT.getTime() + 60_000, advanceTimers: true });
  try {
    const state = await choosePrizeDrawAction(initialFormState<PrizeDrawChoiceField>(), choice('withdraw'));
    expect(state.status).toBe('saved');
    expect(state.message).toMatch(/^Your entry has been deleted\. The draw had already closed/);
    expect(state.message).toContain(`If you have won, a notice in your account says so`);
    expect(state.message).toContain(contactEmails.help);
    expect(state.message).not.toContain('You will not be included in the draw');
    expect(calls).toEqual(['withdraw', 'delete custom:prize_draw for user-1']);
  } finally {
    jest.useRealTimers();
  }
});

test('when the record cannot be changed she is told it failed, and can try again', async () => {
  changeConsentRecords.mockRejectedValueOnce(new Error('Cognito unavailable'));
  const state = await choosePrizeDrawAction(initialFormState<PrizeDrawChoiceField>(), choice('withdraw'));
  expect(state.status).toBe('failed');
});

test('when the draw refuses the entry, the consent record made for it is taken back', async () => {
  enterMyPrizeDraw.mockRejectedValueOnce(new DataError('conflict', 'EnterPrizeDraw', 'Conflict'));
  const state = await choosePrizeDrawAction(initialFormState<PrizeDrawChoiceField>(), choice('enter'));
  expect(state.status).toBe('failed');
  expect(calls).toEqual(['record custom:prize_draw for user-1', 'delete custom:prize_draw for user-1']);
});

test('when the record cannot be made she is not entered', async () => {
  changeConsentRecords.mockRejectedValueOnce(new Error('Cognito unavailable'));
  const state = await choosePrizeDrawAction(initialFormState<PrizeDrawChoiceField>(), choice('enter'));
  expect(state.status).toBe('failed');
  expect(calls).toEqual([]);
});

test('joining again (a second tap, another tab) keeps the time she first joined', async () => {
  attributes['custom:prize_draw'] = JOINED_BEFORE;
  const state = await choosePrizeDrawAction(initialFormState<PrizeDrawChoiceField>(), choice('enter'));
  expect(state).toMatchObject({ status: 'saved', message: PRIZE_DRAW_MESSAGES.entered });
  expect(calls).toEqual(['enter']);
  expect(attributes['custom:prize_draw']).toBe(JOINED_BEFORE);
});

test('a refused second join leaves the record of her first, successful one', async () => {
  attributes['custom:prize_draw'] = JOINED_BEFORE;
  enterMyPrizeDraw.mockRejectedValueOnce(new DataError('unavailable', 'EnterPrizeDraw', 'HTTP 503'));
  const state = await choosePrizeDrawAction(initialFormState<PrizeDrawChoiceField>(), choice('enter'));
  expect(state.status).toBe('failed');
  expect(attributes['custom:prize_draw']).toBe(JOINED_BEFORE);
});

test('after the draw has closed she is told so, and the consent record made for it is taken back', async () => {
  enterMyPrizeDraw.mockRejectedValueOnce(new DataError('closed', 'EnterPrizeDraw', 'Closed'));
  const state = await choosePrizeDrawAction(initialFormState<PrizeDrawChoiceField>(), choice('enter'));
  expect(state).toMatchObject({ status: 'failed', message: PRIZE_DRAW_CLOSED_MESSAGE });
  expect(state.message).toMatch(/closed at 23:59 UK time on \d+ \w+ \d{4}/);
  expect(calls).toEqual(['record custom:prize_draw for user-1', 'delete custom:prize_draw for user-1']);
});
