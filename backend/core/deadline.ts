import { AppSyncError } from './errors';

/**
 * How long the resolver Lambda may run (infra/lib/api-stack.ts). AppSync gives a request 30 seconds in all; this
 * leaves room for a cold start and AppSync's own part, so AppSync always gets the resolver's own answer, even a
 * "ran out of time" one. The local executor gives each field the same time (api/dispatch.ts).
 */
export const RESOLVER_TIMEOUT_SECONDS = 20;

/** Work that stopped before its request's deadline, so that it could still undo and answer; she may try again. */
export class OutOfTime extends AppSyncError {
  constructor() {
    super('InternalFailure', 'Ran out of time before finishing; try again');
  }
}

/** Throws OutOfTime once `stopAt` (epoch milliseconds) has come, or would come within `ms`. */
export function assertTimeLeft(stopAt: number, ms = 0): void {
  if (Date.now() + ms >= stopAt) throw new OutOfTime();
}
