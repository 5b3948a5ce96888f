import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from '@/backend';
import { seedDemoData } from '../seed/seed-demo-data';
import type { IdentityService } from '../identity';
import { SEED_ACCOUNTS } from '../identity/seed';

const MARKER_FILE = 'demo-data.json';

/**
 * Gives the demo account its profile, a year of diary and sample codes, once per data directory: a marker
 * file records that it was done, so data she deletes on purpose does not come back on the next start.
 * In memory (dataDir null) every stack is new, so it always seeds. seedDemoData itself is idempotent.
 */
export async function seedDemoAccount(options: {
  identity: IdentityService;
  store: Store;
  dataDir: string | null;
  now?: Date;
  log: (line: string) => void;
}): Promise<void> {
  const marker = options.dataDir ? join(options.dataDir, MARKER_FILE) : null;
  if (marker && existsSync(marker)) {
    const { seededAt } = JSON.parse(readFileSync(marker, 'utf8')) as { seededAt?: string };
    if (seededAt) return;
  }
  const [demo] = SEED_ACCOUNTS;
  const sub = options.identity.findUser(demo.email)?.sub;
  if (!sub) {
    options.log(`[local-stack] demo data not added: ${demo.email} is not in the user pool`);
    return;
  }
  await seedDemoData(options.store, {
    uid: sub,
    email: demo.email,
    username: sub,
    given: demo.attributes.given_name,
    family: demo.attributes.family_name,
    now: options.now,
  });
  if (marker) writeFileSync(marker, `${JSON.stringify({ seededAt: new Date().toISOString() }, null, 2)}\n`);
  options.log(`[local-stack] demo data added for ${demo.email}`);
}
