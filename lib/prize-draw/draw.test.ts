import { createHash } from 'node:crypto';
import { chooseWinner, freezeEntries, hashEntries } from './draw';

const IDS = ['c3', 'a1', 'b2'];

test('the frozen list is sorted and its hash does not depend on the order entries were read in', () => {
  const frozen = freezeEntries(IDS);
  expect(frozen.ids).toEqual(['a1', 'b2', 'c3']);
  expect(frozen.hash).toBe(createHash('sha256').update('a1\nb2\nc3').digest('hex'));
  expect(freezeEntries(['b2', 'c3', 'a1', 'a1']).hash).toBe(frozen.hash);
  expect(freezeEntries(['a1', 'b2']).hash).not.toBe(frozen.hash);
  expect(hashEntries(frozen.ids)).toBe(frozen.hash);
});

test('the winner is the entry at the position the random source gives', () => {
  const frozen = freezeEntries(IDS);
  const asked: number[] = [];
  expect(chooseWinner(frozen, (max) => (asked.push(max), 2))).toEqual({ index: 2, entryId: 'c3' });
  expect(asked).toEqual([3]);
});

test('with the cryptographic source every entry can win, and nothing outside the list', () => {
  const frozen = freezeEntries(IDS);
  const winners = new Set(Array.from({ length: 200 }, () => chooseWinner(frozen).entryId));
  expect([...winners].sort()).toEqual(['a1', 'b2', 'c3']);
  expect(() => chooseWinner(frozen, () => 3)).toThrow('outside the list');
  expect(() => chooseWinner(freezeEntries([]))).toThrow('no entries');
});
