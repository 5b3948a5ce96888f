import type { SessionUser } from '@/lib/auth/session';

const loadCheckIns = jest.fn();
jest.mock('@/lib/data/check-ins', () => ({
  loadCheckIns: (...args: unknown[]) => loadCheckIns(...args),
  loadChecksForTrends: async () => ({ ok: true, value: { checks: [], periods: [] } }),
}));

const { loadKindHistory } = require('./load-kind-history') as typeof import('./load-kind-history');

const session = { sub: 'user-1' } as SessionUser;
const kept = { id: '5d0b8a52-4c2e-4f0a-9a51-6a1f0f2b7c11', aLevel: 3 };
const deleted = { id: '0b7f6f8e-3c1d-4e55-9a7b-2f4c1d9e8a10', aLevel: 8 };

beforeEach(() => loadCheckIns.mockResolvedValue({ ok: true, value: [kept, deleted] }));

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
