import type { SessionUser } from '@/lib/auth/session';
import { toDay } from '@/lib/trends';

const loadCheckIns = jest.fn();
jest.mock('@/lib/data/check-ins', () => ({
  loadCheckIns: (...args: unknown[]) => loadCheckIns(...args),
  loadChecksForTrends: async () => ({ ok: true, value: { checks: [], periods: [] } }),
}));

// What this browser saved a moment ago (../_lib/just-saved.ts): none unless a test says so.
let justSaved: string | undefined;
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => (justSaved === undefined ? undefined : { value: justSaved }) }),
}));
const loadCheckIn = jest.fn();
jest.mock('@/lib/data/check-in-entries', () => ({
  loadCheckIn: (...args: unknown[]) => loadCheckIn(...args),
}));

const { loadKindHistory } = require('./load-kind-history') as typeof import('./load-kind-history');

const session = { sub: 'user-1' } as SessionUser;
const kept = { id: '5d0b8a52-4c2e-4f0a-9a51-6a1f0f2b7c11', aLevel: 3 };
const deleted = { id: '0b7f6f8e-3c1d-4e55-9a7b-2f4c1d9e8a10', aLevel: 8 };

beforeEach(() => {
  justSaved = undefined;
  loadCheckIns.mockResolvedValue({ ok: true, value: [kept, deleted] });
  loadCheckIn.mockReset();
});

test('after a delete the entry is left out even while the list still has it, and the page is told', async () => {
  const history = await loadKindHistory(session, 'stress', { deleted: deleted.id });
  expect(history.entries).toEqual({ ok: true, value: [kept] });
  expect(history.deleted).toBe(true);
});

test('without a well-formed id nothing is left out and nothing is said', async () => {
  for (const params of [{}, { deleted: 'everything' }, { deleted: [deleted.id, kept.id] }]) {
    const history = await loadKindHistory(session, 'stress', params);
    expect(history.entries).toEqual({ ok: true, value: [kept, deleted] });
    expect(history.deleted).toBe(false);
  }
});

describe('an entry just saved, which the index may not list yet, is shown from a read by key', () => {
  const today = toDay(new Date());
  const saved = { id: '7c2e4b1a-9d3f-4e6a-8b5c-1f0a2d3e4b5c', aLevel: 6, checked: today };

  test('the list the page draws after the save has it, and nothing else is read', async () => {
    loadCheckIns.mockResolvedValue({ ok: true, value: [] });
    justSaved = `entry.${saved.id}`;
    loadCheckIn.mockResolvedValue({ ok: true, value: saved });
    const history = await loadKindHistory(session, 'physical', {});
    expect(history.entries).toEqual({ ok: true, value: [saved] });
    expect(loadCheckIn).toHaveBeenCalledTimes(1);
    expect(loadCheckIn).toHaveBeenCalledWith(session, 'physical', saved.id);
  });

  test('once the index lists it, it is there once', async () => {
    loadCheckIns.mockResolvedValue({ ok: true, value: [saved] });
    justSaved = `entry.${saved.id}`;
    loadCheckIn.mockResolvedValue({ ok: true, value: saved });
    expect((await loadKindHistory(session, 'physical', {})).entries).toEqual({ ok: true, value: [saved] });
  });

  test('one deleted since (no longer there by key, or just deleted) is not brought back', async () => {
    loadCheckIns.mockResolvedValue({ ok: true, value: [] });
    justSaved = `entry.${saved.id}`;
    loadCheckIn.mockResolvedValue({ ok: true, value: null });
    expect((await loadKindHistory(session, 'physical', {})).entries).toEqual({ ok: true, value: [] });
    loadCheckIn.mockResolvedValue({ ok: true, value: saved });
    expect((await loadKindHistory(session, 'physical', { deleted: saved.id })).entries).toEqual({
      ok: true,
      value: [],
    });
  });
});
