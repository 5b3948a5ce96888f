import type { SessionUser } from '@/lib/auth/session';
import { loadChecks } from '@/lib/data/observations';
import { painFromChecks } from '@/lib/diary/pain';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { GuideRoute, type GuideLoad } from '../_components/guide-route';

export const metadata = protectedMetadata('/pain');

/** Her pain by cycle day from her checks; none when she has recorded none. */
async function painRecords(session: SessionUser): Promise<GuideLoad<'/pain'>> {
  const checks = await loadChecks(session);
  if (!checks.ok) return { unavailable: checks.reason };
  const pain = painFromChecks(checks.value);
  return { records: { pain: pain.records.length ? pain : null } };
}

export default function Page() {
  return <GuideRoute path="/pain" load={painRecords} />;
}
