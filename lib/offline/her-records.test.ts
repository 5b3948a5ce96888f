/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftKey as checkDraftKey } from '@/lib/check/check-draft';
import { editCheckDraftForm } from '@/lib/forms/edit-check';
import { formDraftKey } from './form-draft';
import {
  forgetErasedAccount,
  forgetHerRecords,
  noteAccountErasure,
  questionnaireDraftKey,
  unsentCount,
} from './her-records';
import { checkInOutboxKey, checkOutboxKey, queueEntry } from './outbox';
import { keepSentNote, sentNotesKey } from './sent-notes';

const storage = () => window.localStorage;
beforeEach(() => window.localStorage.clear());

const entry = (recordId: string) => ({ recordId, input: { id: recordId }, queuedAt: '2026-11-01T09:00:00.000Z' });

test('signing out removes every record of hers from the device and leaves the theme and other accounts alone', () => {
  for (const uid of ['her', 'other']) {
    storage().setItem(checkDraftKey(uid), '{}');
    storage().setItem(formDraftKey(uid, 'mood'), '{}');
    // Her unsaved changes to a saved check (the archive's edit form).
    storage().setItem(formDraftKey(uid, editCheckDraftForm('6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f')), '{}');
    storage().setItem(questionnaireDraftKey(uid, 'family'), '{}');
    queueEntry(storage(), checkOutboxKey(uid), entry('a'));
    queueEntry(storage(), checkInOutboxKey(uid), entry('b'));
    // A note about a check sent for her, not shown to her yet.
    keepSentNote(storage(), checkOutboxKey(uid), { recordId: 'c', message: '1 earlier change was not checked.' });
    // And one about a check-in sent for her that was saved as she first sent it.
    keepSentNote(storage(), checkInOutboxKey(uid), { recordId: 'd', message: 'Saved as you first sent it.' });
  }
  storage().setItem('THEME', 'dark');
  // An account id that starts with hers is another account.
  storage().setItem(checkDraftKey('her-2'), '{}');

  expect(forgetHerRecords(storage(), 'her')).toBe(8);
  const left = Object.keys(window.localStorage).sort();
  expect(left.some((key) => key.includes(':her:') || key.endsWith(':her'))).toBe(false);
  expect(left).toContain('THEME');
  expect(left).toContain(checkDraftKey('her-2'));
  expect(left.filter((key) => key.includes('other'))).toHaveLength(8);
});

test('the cookie page lists each item kept under her account id, and counts them', () => {
  const page = readFileSync(join(process.cwd(), 'content/pages/cookie.md'), 'utf8');
  const uid = '<your account id>';
  const keys = [
    checkDraftKey(uid),
    checkOutboxKey(uid),
    sentNotesKey(checkOutboxKey(uid)),
    formDraftKey(uid, '<form>'),
    checkInOutboxKey(uid),
    sentNotesKey(checkInOutboxKey(uid)),
    questionnaireDraftKey(uid, '<section>'),
  ];
  for (const key of keys) {
    expect(page).toContain(`| \`${key}\` |`);
    storage().setItem(key, '{}');
  }
  // They are the items signing out removes.
  expect(forgetHerRecords(storage(), uid)).toBe(keys.length);
  const words = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
  expect(page).toContain(`The ${words[keys.length]} items keyed by your account id can hold health information.`);
});

test('entries saved offline and not yet sent are counted across both outboxes, for her account only', () => {
  expect(unsentCount(storage(), 'her')).toBe(0);
  queueEntry(storage(), checkOutboxKey('her'), entry('a'));
  queueEntry(storage(), checkInOutboxKey('her'), entry('b'));
  queueEntry(storage(), checkInOutboxKey('her'), entry('c'));
  queueEntry(storage(), checkInOutboxKey('other'), entry('d'));
  expect(unsentCount(storage(), 'her')).toBe(3);
});

test('a storage that refuses to be read removes nothing and does not throw', () => {
  const refusing = {
    get length(): number {
      throw new Error('SecurityError');
    },
    key: () => null,
    getItem: () => null,
    setItem: () => undefined,
    removeItem: () => undefined,
  };
  expect(forgetHerRecords(refusing, 'her')).toBe(0);
});

test('after her account is deleted, the page she lands on removes the records of the account noted in this tab', () => {
  const edited = formDraftKey('her', editCheckDraftForm('6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f'));
  storage().setItem(formDraftKey('her', 'mood'), '{}');
  storage().setItem(edited, '{}');
  storage().setItem(formDraftKey('other', 'mood'), '{}');
  noteAccountErasure(window.sessionStorage, 'her');
  forgetErasedAccount(window.sessionStorage, storage());
  expect(storage().getItem(formDraftKey('her', 'mood'))).toBeNull();
  expect(storage().getItem(edited)).toBeNull();
  expect(storage().getItem(formDraftKey('other', 'mood'))).toBe('{}');
  expect(window.sessionStorage.length).toBe(0);
  // Nothing noted (she came to the page another way): nothing removed.
  forgetErasedAccount(window.sessionStorage, storage());
  expect(storage().getItem(formDraftKey('other', 'mood'))).toBe('{}');
});
