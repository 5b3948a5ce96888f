import { isDeepStrictEqual } from 'node:util';

/**
 * A field's value as a form read it and as her record holds it, compared the way the store keeps them: a field
 * cleared (null) is not stored, so absent, null and undefined are alike; a list or an object is compared by value.
 */
export function sameStoredValue(stored: unknown, read: unknown): boolean {
  return isDeepStrictEqual(stored ?? null, read ?? null);
}

/** Every field named in `values` is stored with that value (used by the API and by the app's own pre-check). */
export function holdsValues(stored: Readonly<Record<string, unknown>>, values: Readonly<Record<string, unknown>>) {
  return Object.entries(values).every(([field, value]) => sameStoredValue(stored[field], value));
}
