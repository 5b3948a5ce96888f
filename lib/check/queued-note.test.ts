import { queuedCheckNote } from './queued-note';

const ID = '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01';

test('a queued check saved with one earlier finding not checked names its UK day and links to it by id', () => {
  // 23:30 UTC on 30 June is already 1 July in London (BST).
  expect(
    queuedCheckNote({ recordId: ID, savedId: ID, checked: '2026-06-30T23:30:00.000Z', notAsked: 1, unmatched: 0 }),
  ).toEqual({
    recordId: ID,
    message:
      'Your check from 1 July 2026 has now been saved. 1 change you noted before wasn’t asked about on the page you saved it on, so it is recorded as not checked in that check.',
    link: { href: `/archive/${ID}`, text: 'Open your check from 1 July 2026 to see which' },
  });
});

test('several are counted; nothing is said when every earlier finding was asked about', () => {
  const note = queuedCheckNote({
    recordId: ID,
    savedId: ID,
    checked: '2026-11-24T10:00:00.000Z',
    notAsked: 3,
    unmatched: 0,
  });
  expect(note?.message).toContain('3 changes you noted before weren’t asked about');
  expect(note?.message).toContain('so they are recorded as not checked in that check.');
  expect(
    queuedCheckNote({ recordId: ID, savedId: ID, checked: '2026-11-24T10:00:00.000Z', notAsked: 0, unmatched: 0 }),
  ).toBeUndefined();
});

test('answers it could not match are said in the same note, once, after those not asked about', () => {
  const both = queuedCheckNote({
    recordId: ID,
    savedId: ID,
    checked: '2026-11-24T10:00:00.000Z',
    notAsked: 1,
    unmatched: 2,
  });
  expect(both?.message).toBe(
    'Your check from 24 November 2026 has now been saved. 1 change you noted before wasn’t asked about on the page you saved it on, so it is recorded as not checked in that check. Your answers about 2 changes you noted before could not be matched to your diary (they may have been deleted), so they are not in that check.',
  );
  // Only unmatched: nothing in the check to "see which" of.
  expect(
    queuedCheckNote({ recordId: ID, savedId: ID, checked: '2026-11-24T10:00:00.000Z', notAsked: 0, unmatched: 1 }),
  ).toEqual({
    recordId: ID,
    message:
      'Your check from 24 November 2026 has now been saved. Your answer about 1 change you noted before could not be matched to your diary (it may have been deleted), so it is not in that check.',
    link: { href: `/archive/${ID}`, text: 'Open your check from 24 November 2026' },
  });
});
