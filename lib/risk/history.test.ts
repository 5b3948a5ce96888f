import { resultHistory } from './history';

const result = (id: string, createdAt: string, riskLevel: string | null, finished?: string) => ({
  id,
  createdAt,
  riskLevel,
  finished: finished ?? null,
});

describe('her results over time', () => {
  it('the newest stored result is current and the rest are earlier, newest first, whatever the order given', () => {
    const history = resultHistory([
      result('a', '2026-01-10T09:00:00Z', 'NEAR_POPULATION'),
      result('c', '2026-11-23T09:00:00Z', 'HIGH', '2026-11-23T08:59:00Z'),
      result('b', '2026-06-01T09:00:00Z', 'MODERATE'),
    ]);
    expect(history.current).toEqual({ id: 'c', at: '2026-11-23T08:59:00Z', level: 'high' });
    expect(history.earlier).toEqual([
      { id: 'b', at: '2026-06-01T09:00:00Z', level: 'moderate' },
      { id: 'a', at: '2026-01-10T09:00:00Z', level: 'near-population' },
    ]);
  });

  it('none yet, one only, and a level it does not know', () => {
    expect(resultHistory([])).toEqual({ current: null, earlier: [] });
    expect(resultHistory([result('a', '2026-01-10T09:00:00Z', 'NOT_APPLICABLE')])).toEqual({
      current: { id: 'a', at: '2026-01-10T09:00:00Z', level: 'not-applicable' },
      earlier: [],
    });
    expect(resultHistory([result('a', '2026-01-10T09:00:00Z', 'SOMETHING')]).current?.level).toBeNull();
  });

  it('equal times keep one order, and a result listed twice counts once', () => {
    const at = '2026-01-10T09:00:00Z';
    const history = resultHistory([result('x', at, 'HIGH'), result('y', at, 'MODERATE'), result('x', at, 'HIGH')]);
    expect([history.current?.id, ...history.earlier.map((e) => e.id)]).toEqual(['y', 'x']);
  });

  it('the result a screen already shows stays current; only older ones are earlier', () => {
    const results = [
      result('old', '2026-01-10T09:00:00Z', 'MODERATE'),
      result('shown', '2026-06-10T09:00:00Z', 'HIGH'),
      result('newer', '2026-07-10T09:00:00Z', 'HIGH'),
    ];
    expect(resultHistory(results, 'shown')).toMatchObject({ current: { id: 'shown' }, earlier: [{ id: 'old' }] });
    // Not listed (yet): everything listed is earlier than what she sees.
    expect(resultHistory(results.slice(0, 1), 'just-written')).toMatchObject({
      current: null,
      earlier: [{ id: 'old' }],
    });
  });
});
