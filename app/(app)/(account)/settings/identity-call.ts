import 'server-only';
import { DataError } from '@/lib/data/errors';

/** Identity failures reach the action wrapper as DataError kinds, so she gets its usual words and nothing leaks. */
export async function identity<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    throw new DataError('unavailable', operation, 'IdentityError');
  }
}
