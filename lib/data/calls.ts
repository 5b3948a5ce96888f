import 'server-only';
import { DataError, logDataFailure, toDataError, type DataErrorKind } from './errors';

/** What a screen's load gives it: the value, or the kind of failure it explains (spec section 8). */
export type LoadResult<T> = { ok: true; value: T } | { ok: false; reason: DataErrorKind };

/** Runs one API call; whatever it throws comes out as a DataError naming the operation. */
export async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toDataError(error, operation);
  }
}

/** One API call's data; an answer without data is a `failed` DataError. */
export async function callForData<T>(operation: string, run: () => Promise<{ data?: T | null }>): Promise<T> {
  const { data } = await call(operation, run);
  if (!data) throw new DataError('failed', operation, 'NoData');
  return data;
}

/** A screen's load: its value, or the failure's kind after logging it (a failed load is only logged). */
export async function loaded<T>(operation: string, run: () => Promise<T>): Promise<LoadResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const failure = toDataError(error, operation);
    logDataFailure(failure);
    return { ok: false, reason: failure.kind };
  }
}
