import { parse } from 'graphql';
import { DocumentCache, MAX_CACHED_QUERY_CHARS } from './document-cache';

test('checks a query text once and serves the same result after', () => {
  const cache = new DocumentCache<string>();
  const check = jest.fn(() => ({ document: parse('{ a }') }));
  const first = cache.get('{ a }', check);
  expect(cache.get('{ a }', check)).toBe(first);
  expect(check).toHaveBeenCalledTimes(1);
  // A different text is a different document.
  cache.get('{ a b }', () => ({ errors: ['no b'] }));
  expect(cache.get('{ a b }', check)).toEqual({ errors: ['no b'] });
  expect(check).toHaveBeenCalledTimes(1);
});

test('is bounded, dropping the least recently used text first', () => {
  const cache = new DocumentCache<string>(2);
  const check = jest.fn(() => ({ errors: ['x'] }));
  cache.get('one', check);
  cache.get('two', check);
  cache.get('one', check); // used again: "two" is now the oldest
  cache.get('three', check);
  expect(cache.count).toBe(2);
  cache.get('one', check);
  expect(check).toHaveBeenCalledTimes(3);
  cache.get('two', check);
  expect(check).toHaveBeenCalledTimes(4);
});

test('does not keep very long texts', () => {
  const cache = new DocumentCache<string>();
  const long = `{ a }${' '.repeat(MAX_CACHED_QUERY_CHARS)}`;
  cache.get(long, () => ({ errors: [] }));
  expect(cache.count).toBe(0);
});
