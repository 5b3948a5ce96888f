import { removeUnconfirmedSignUps } from '@/backend/jobs/unconfirmed-sign-ups';
import type { Clock } from './clock';
import type { IdentityService } from './identity';

/** Daily on AWS (EventBridge Scheduler); hourly here, so a stack left running keeps the same promise. */
export const UNCONFIRMED_RUN_INTERVAL_MS = 60 * 60 * 1000;

/** The same job code as on AWS (backend/jobs/unconfirmed-sign-ups.ts), against the local pool: at start, then hourly. */
export function startUnconfirmedSignUpsRunner(options: {
  identity: IdentityService;
  clock: Clock;
  log: (line: string) => void;
}): () => void {
  const run = () =>
    removeUnconfirmedSignUps(options.identity.signUpPool, new Date(options.clock.now()))
      .then(({ removed }) => removed > 0 && options.log(`[sign-ups] removed ${removed} unconfirmed after 7 days`))
      .catch((error: unknown) =>
        options.log(`[sign-ups] run failed: ${error instanceof Error ? error.name : 'error'}`),
      );
  void run();
  const timer = setInterval(run, UNCONFIRMED_RUN_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
