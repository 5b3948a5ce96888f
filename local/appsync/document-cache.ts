import type { DocumentNode } from 'graphql';

/**
 * Parsed and validated documents by query text: an app sends the same few queries over and over, and parsing
 * plus validating against the whole schema was a large part of the API's own cost per request. Bounded, least
 * recently used out first; the outcome depends only on the text and the rules, so it never goes stale.
 */
export type CheckedDocument<E> = { document: DocumentNode; errors?: undefined } | { document?: undefined; errors: E[] };

export const DOCUMENT_CACHE_SIZE = 500;
/** Longer texts are checked every time rather than allowed to fill the cache. */
export const MAX_CACHED_QUERY_CHARS = 20_000;

export class DocumentCache<E> {
  private readonly entries = new Map<string, CheckedDocument<E>>();

  constructor(private readonly size = DOCUMENT_CACHE_SIZE) {}

  get(key: string, check: () => CheckedDocument<E>): CheckedDocument<E> {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key); // to the newest end
      this.entries.set(key, found);
      return found;
    }
    const checked = check();
    if (this.keeps(key)) {
      this.entries.set(key, checked);
      if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
    }
    return checked;
  }

  /** Whether a document checked under this key is kept (long texts are not). */
  keeps(key: string): boolean {
    return key.length <= MAX_CACHED_QUERY_CHARS;
  }

  get count(): number {
    return this.entries.size;
  }
}
