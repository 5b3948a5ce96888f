import { assertTimeLeft } from '@/backend/core/deadline';

/**
 * Writes of one request in flight at once. One after another, 1,500 conditional deletes take longer than a
 * request may run; this many at a time is still few enough for one woman's byUid index partition (about 1,000
 * writes a second) and the SDK's connection pool.
 */
export const PARALLEL_WRITES = 25;

/**
 * Runs `write` for every item, PARALLEL_WRITES at a time. Once `stopAt` (epoch milliseconds) has come, or a write
 * has failed, it starts no more, waits for those already sent, and throws (OutOfTime, or the first failure): when
 * it returns or throws, nothing it started is still running, so the caller can undo or answer.
 */
export async function writeInParallel<T>(
  items: readonly T[],
  write: (item: T) => Promise<void>,
  stopAt = Number.POSITIVE_INFINITY,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++] as T;
      try {
        assertTimeLeft(stopAt);
        await write(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_WRITES, items.length) }, worker));
  if (failure) throw failure.error;
}
