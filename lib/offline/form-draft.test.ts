/** @jest-environment jsdom */
import {
  clearFormDraft,
  formDraftKey,
  hasAnswers,
  loadFormDraft,
  loadFormDraftEntry,
  saveFormDraft,
} from './form-draft';
import type { KeyValueStorage } from './storage';

const HER = 'user-her';
const NOW = new Date('2026-11-23T10:00:00Z');
const storage = () => window.localStorage;

beforeEach(() => window.localStorage.clear());

test('a half-filled form comes back for her account and that form only', () => {
  const values = { recordId: 'r1', level: '6', 'symptom-LOW': 'on', 'checked-day': '23' };
  expect(saveFormDraft(storage(), HER, 'mood', values, NOW)).toBe(true);
  expect(loadFormDraft(storage(), HER, 'mood')).toEqual(values);
  expect(loadFormDraft(storage(), HER, 'stress')).toBeNull();
  expect(loadFormDraft(storage(), 'user-other', 'mood')).toBeNull();
});

test('an edit keeps the record as it was when she started and the tab that wrote it; older drafts read without', () => {
  const about = { base: { level: '3' }, tab: 'tab-1' };
  saveFormDraft(storage(), HER, 'edit', { level: '6' }, NOW, about);
  expect(loadFormDraftEntry(storage(), HER, 'edit')).toEqual({ values: { level: '6' }, ...about });
  saveFormDraft(storage(), HER, 'mood', { level: '6' }, NOW);
  expect(loadFormDraftEntry(storage(), HER, 'mood')).toEqual({ values: { level: '6' } });
});

test('a draft copied under another account or form is not read back', () => {
  saveFormDraft(storage(), HER, 'mood', { level: '6' }, NOW);
  window.localStorage.setItem(
    formDraftKey('user-other', 'mood'),
    window.localStorage.getItem(formDraftKey(HER, 'mood'))!,
  );
  expect(loadFormDraft(storage(), 'user-other', 'mood')).toBeNull();
});

test('clearing removes it; unreadable or foreign data reads as no draft', () => {
  saveFormDraft(storage(), HER, 'week', { level: '2' }, NOW);
  clearFormDraft(storage(), HER, 'week');
  expect(loadFormDraft(storage(), HER, 'week')).toBeNull();
  window.localStorage.setItem(formDraftKey(HER, 'week'), '{not json');
  expect(loadFormDraft(storage(), HER, 'week')).toBeNull();
  window.localStorage.setItem(formDraftKey(HER, 'week'), JSON.stringify({ version: 2, values: {} }));
  expect(loadFormDraft(storage(), HER, 'week')).toBeNull();
});

test('a device that refuses to store says so rather than throwing', () => {
  const full: KeyValueStorage = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => undefined,
  };
  expect(saveFormDraft(full, HER, 'mood', { level: '1' }, NOW)).toBe(false);
});

test('only answers she gave count: the starting date and the record id do not', () => {
  const start = { recordId: 'r1', 'checked-day': '23', 'checked-month': '11', 'checked-year': '2026' };
  expect(hasAnswers({ ...start, recordId: 'r2' }, start, ['recordId'])).toBe(false);
  expect(hasAnswers({ ...start, level: '4' }, start, ['recordId'])).toBe(true);
  expect(hasAnswers({ ...start, 'checked-day': '20' }, start, ['recordId'])).toBe(true);
});
