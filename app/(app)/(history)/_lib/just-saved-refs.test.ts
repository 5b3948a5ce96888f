import { addJustSaved, justSavedIds, parseJustSaved, withJustSaved } from './just-saved-refs';
import { weekEntryId } from './week-entry-id';

const A = '5d0b8a52-4c2e-4f0a-9a51-6a1f0f2b7c11';
const B = '0b7f6f8e-3c1d-4e55-9a7b-2f4c1d9e8a10';
const C = '7c2e4b1a-9d3f-4e6a-8b5c-1f0a2d3e4b5c';
const D = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';

test('the newest saves are kept, each once, and anything else in the cookie is ignored', () => {
  let value = addJustSaved(undefined, `entry.${A}`);
  value = addJustSaved(value, `week.${B}`);
  value = addJustSaved(value, `entry.${A}`);
  value = addJustSaved(value, `entry.${C}`);
  value = addJustSaved(value, `entry.${D}`);
  expect(parseJustSaved(value)).toEqual([`entry.${D}`, `entry.${C}`, `entry.${A}`]);
  expect(parseJustSaved(`entry.${A} stress.${B} week.not-an-id`)).toEqual([`entry.${A}`]);
});

test("a saved week names its entry of each check-in kind, never a symptom diary's", () => {
  expect(justSavedIds([`week.${B}`, `entry.${A}`], 'sleep')).toEqual([weekEntryId(B, 'sleep'), A]);
  expect(justSavedIds([`week.${B}`, `entry.${A}`], 'menopause')).toEqual([A]);
});

test('an entry the index does not list yet is merged in day order, only inside the days listed', () => {
  const listed = [
    { id: A, checked: '2026-11-01' },
    { id: B, checked: '2026-11-20' },
  ];
  const saved = [
    { id: C, checked: '2026-11-10' },
    { id: B, checked: '2026-11-20' },
    { id: D, checked: '2026-06-01' },
  ];
  expect(withJustSaved(listed, saved, { from: '2026-08-23', to: '2026-11-23' }).map((entry) => entry.id)).toEqual([
    A,
    C,
    B,
  ]);
});
