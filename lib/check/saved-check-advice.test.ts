import type { CheckRecord, Finding } from '@/lib/diary/findings';
import { savedCheckAdvice } from './saved-check-advice';

const LUMP = '5b1b5a7e-59f4-4b3e-9e0f-1d2c3b4a5f60';

function lump(status: Finding['status']): Finding {
  return {
    id: LUMP,
    side: 'LEFT',
    kind: 'LUMP',
    severity: 2,
    position: null,
    sizeMm: null,
    feel: null,
    status,
    note: null,
  };
}

function check(id: string, day: string, findings: Finding[]): CheckRecord {
  return { id, checked: `${day}T09:00:00.000Z`, day, cycle: { kind: 'not-given' }, cycleLength: null, findings };
}

const march = check('c0ffee00-59f4-4b3e-9e0f-1d2c3b4a5f01', '2026-03-02', [lump('NEW')]);
const april = check('c0ffee00-59f4-4b3e-9e0f-1d2c3b4a5f02', '2026-04-06', [lump('STILL_THERE')]);
test('an earlier change it says is still there gives the saved screen’s "still there" advice again', () => {
  expect(savedCheckAdvice(april, [march, april])).toEqual({ level: 'still-there', firstNoted: ['2 Mar'] });
});

test('as of that check: a later check that says it is still there does not change what the first one said', () => {
  expect(savedCheckAdvice(march, [march, april])).toEqual({ level: 'see-gp', firstNoted: [] });
});

test('gone, nothing is advised; without her other checks, it is judged on its own findings', () => {
  const gone = check('c0ffee00-59f4-4b3e-9e0f-1d2c3b4a5f04', '2026-04-06', [lump('GONE')]);
  expect(savedCheckAdvice(gone, [march, gone]).level).toBe('none');
  expect(savedCheckAdvice(april, []).level).toBe('see-gp');
});

test('a new change beside one still there gets the advice for both', () => {
  const swelling: Finding = { ...lump('NEW'), id: '9c8b7a6f-59f4-4b3e-9e0f-1d2c3b4a5f60', kind: 'SWELLING' };
  const both = check('c0ffee00-59f4-4b3e-9e0f-1d2c3b4a5f05', '2026-04-06', [lump('STILL_THERE'), swelling]);
  expect(savedCheckAdvice(both, [march, both])).toEqual({ level: 'new-and-still-there', firstNoted: ['2 Mar'] });
});
