import type { CheckIn } from '@/lib/data/check-ins';
import { scorePhq4 } from '@/lib/validation/phq4';
import { checkInStoredAsSent } from './stored-as-sent';

const stored: CheckIn = {
  id: 'e1',
  kind: 'mood',
  checked: '2026-11-05',
  aLevel: 5,
  aScore: 6,
  symptoms: ['LOW', 'TEARFUL'],
};
const sent = { level: 5, symptoms: ['TEARFUL', 'LOW'], checked: '2026-11-05', phq4: null };

test('the entry stored as sent is as sent, whatever the order of its symptoms', () => {
  expect(checkInStoredAsSent(stored, sent)).toBe(true);
});

test('a retry that changed the level, a symptom, the day or the PHQ-4 is not what was stored', () => {
  expect(checkInStoredAsSent(stored, { ...sent, level: 7 })).toBe(false);
  expect(checkInStoredAsSent(stored, { ...sent, symptoms: ['LOW'] })).toBe(false);
  expect(checkInStoredAsSent(stored, { ...sent, checked: '2026-11-04' })).toBe(false);
  expect(checkInStoredAsSent(stored, { ...sent, phq4: [1, 1, 1, 1] })).toBe(false);
  const withPhq4 = { ...stored, phq4: { ...scorePhq4([1, 1, 1, 1]), answers: [1, 1, 1, 1] } };
  expect(checkInStoredAsSent(withPhq4, { ...sent, phq4: [1, 1, 1, 1] })).toBe(true);
  expect(checkInStoredAsSent(withPhq4, { ...sent, phq4: [3, 3, 1, 1] })).toBe(false);
});
