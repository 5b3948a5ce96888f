import { randomUUID } from 'node:crypto';
import { initialFormState } from '@/lib/forms/form-state';
import type { AdminOffer, PrizeDraw } from '@/lib/data/admin';

/** What the admin's create-offer and draw actions do next, and what they tell her. */
jest.mock('next/headers', () => ({ headers: async () => new Headers({ origin: 'http://localhost:3300' }) }));
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'http://localhost:3300' } }));
jest.mock('@/lib/auth/session', () => ({ requireAdmin: async () => ({ sub: 'admin-1' }) }));
const revalidatePath = jest.fn();
jest.mock('next/cache', () => ({ revalidatePath: (path: string) => revalidatePath(path) }));
const createOffer = jest.fn();
const runPrizeDraw = jest.fn();
jest.mock('@/lib/data/admin', () => ({
  createOffer: (...args: unknown[]) => createOffer(...args),
  runPrizeDraw: (...args: unknown[]) => runPrizeDraw(...args),
}));

// Imported after the mocks so the actions pick them up.
const { createOfferAction, runPrizeDrawAction } = require('./actions') as typeof import('./actions');

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** Where Next was told to send her: a redirect is thrown, its address in the digest. */
async function redirectedTo(answer: Promise<unknown>): Promise<string | undefined> {
  const thrown = await answer.then(
    () => undefined,
    (error: unknown) => error,
  );
  const digest = (thrown as { digest?: string } | undefined)?.digest ?? '';
  return digest.startsWith('NEXT_REDIRECT') ? digest.split(';')[2] : undefined;
}

beforeEach(() => {
  createOffer.mockReset();
  runPrizeDraw.mockReset();
  revalidatePath.mockReset();
});

const offerFields = (title: string) => ({
  partner: 'zenhotels',
  category: 'LEISURE',
  title,
  benefit: '15% off',
  terms: 'One use per member.',
  howToUse: 'Enter the code at checkout.',
  partnerUrl: '',
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  status: 'DRAFT',
});

test('a created offer sends the admin to its own edit screen; a double press sends its one record id both times', async () => {
  const recordId = randomUUID();
  createOffer.mockImplementation(async (input: { id: string; title: string }) => ({ ...input }) as AdminOffer);
  const offer = form({ recordId, ...offerFields('Spa day') });

  const first = redirectedTo(createOfferAction(initialFormState(), offer));
  const second = redirectedTo(createOfferAction(initialFormState(), offer));
  // Not the create form again, whose next "Create offer" would make a second offer from a corrected typo.
  expect(await first).toBe(`/admin/offers/${recordId}?created=1`);
  expect(await second).toBe(`/admin/offers/${recordId}?created=1`);
  expect(createOffer.mock.calls.map(([input]) => input.id)).toEqual([recordId, recordId]);
});

test('a create drops the router’s copy of the create page, so Back shows a form with a fresh record id', async () => {
  createOffer.mockImplementation(async (input: { id: string }) => ({ ...input }) as AdminOffer);
  await redirectedTo(
    createOfferAction(initialFormState(), form({ recordId: randomUUID(), ...offerFields('Spa day') })),
  );
  expect(revalidatePath).toHaveBeenCalledWith('/admin/offers/new');
});

test('a create form brought back by Back with a used record id does not claim the next offer was created', async () => {
  const recordId = randomUUID();
  // The API's put-if-absent answers with the offer this record id made first.
  createOffer.mockResolvedValue({ id: recordId, ...offerFields('Spa day'), partnerUrl: null, demonstration: false });
  const answer = createOfferAction(initialFormState(), form({ recordId, ...offerFields('Yoga week') }));

  expect(await redirectedTo(answer)).toBeUndefined();
  const state = await answer;
  expect(state.status).toBe('failed');
  expect(state.message).toBe(
    'This form had already created the offer “Spa day”, so nothing new was saved. To add what you see here as another offer, press Create offer again. To change “Spa day” instead, open it from Offers and codes.',
  );
  // What she typed stays, with a new record id: pressing Create again adds "Yoga week" as its own offer.
  expect(state.values).toMatchObject(offerFields('Yoga week'));
  expect(state.values.recordId).toMatch(/^[0-9a-f-]{36}$/);
  expect(state.values.recordId).not.toBe(recordId);
});

const drawn = (overrides: Partial<PrizeDraw>): PrizeDraw => ({
  id: 'december-2026',
  entriesCount: 40,
  entriesHash: 'abc',
  winnerEntryId: 'entry-1',
  winnerIndex: 3,
  winnerName: 'Ann Winner',
  winnerEmail: 'ann@example.com',
  winnerToldInAccount: false,
  drawnAt: '2026-12-16T10:00:00.000Z',
  drawnBy: 'admin-1',
  attempt: 1,
  entriesSettled: true,
  ...overrides,
});
const DRAW_FORM = form({ drawId: 'december-2026', confirm: 'yes' });

test('after a draw the admin is told to email the winner by rule 8’s date, never that she has been told', async () => {
  runPrizeDraw.mockResolvedValue(drawn({}));
  const { message } = await runPrizeDrawAction(initialFormState(), DRAW_FORM);
  expect(message).toBe(
    'Draw december-2026 is done. Email the winner at ann@example.com by 23 December 2026 (rule 8 of the terms). She entered without an account, so nothing has told her yet: no notice, no email.',
  );
});

test('a winner with an account is said to be told in her account, and still to be emailed', async () => {
  runPrizeDraw.mockResolvedValue(drawn({ winnerToldInAccount: true, entriesSettled: false }));
  const { message } = await runPrizeDrawAction(initialFormState(), DRAW_FORM);
  expect(message).toContain('Run draw december-2026 again to finish: the winner stays the same.');
  expect(message).toContain(
    'Email the winner at ann@example.com by 23 December 2026 (rule 8 of the terms). She has been told in her account that she won, but no email has been sent.',
  );
});

test('a draw’s answer carries the server’s time, by which its record judges a missing email', async () => {
  jest.useFakeTimers({ now: new Date('2027-01-05T10:00:00Z'), advanceTimers: true });
  try {
    runPrizeDraw.mockResolvedValue(drawn({ drawnAt: '2026-12-01T10:00:00.000Z', winnerEmail: null, attempt: 2 }));
    const { message, values } = await runPrizeDrawAction(initialFormState(), DRAW_FORM);
    expect(values.answeredAt).toBe('2027-01-05T10:00:00.000Z');
    expect(message).toBe('Draw december-2026 is done. Rule 8 of the terms had the winner emailed by 8 December 2026.');
  } finally {
    jest.useRealTimers();
  }
});
