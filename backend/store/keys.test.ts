import { recordWithDefaults, toRecord } from './keys';

const stored = {
  pk: 'REC#1',
  sk: 'Observation',
  typeDate: 'Observation#2026-11-01#1',
  revision: 3,
  id: '1',
  score: 4,
  bLeft: [{ id: 'f1' }],
  note: null,
};

test('a record as clients see it has none of the table’s own attributes', () => {
  expect(toRecord(stored)).toEqual({ id: '1', score: 4, bLeft: [{ id: 'f1' }], note: null });
});

test('defaults fill only the attributes the item lacks; its own values win, null included', () => {
  const defaults = { bLeft: [], bRight: [], note: 'default' };
  expect(recordWithDefaults(stored, defaults)).toEqual({
    id: '1',
    score: 4,
    bLeft: [{ id: 'f1' }],
    bRight: [],
    note: null,
  });
  // The stored item is read, never changed.
  expect(stored).toHaveProperty('pk', 'REC#1');
  expect(stored).not.toHaveProperty('bRight');
});
