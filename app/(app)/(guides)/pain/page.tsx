import { GuidePage } from '@/components/guides/guide-page';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { requireUser } from '@/lib/auth/session';
import { loadChecks } from '@/lib/data/observations';
import { painFromChecks } from '@/lib/diary/pain';
import { protectedMetadata } from '@/lib/site/protected-metadata';

export const metadata = protectedMetadata('/pain');

export default async function Page() {
  // Her checks: the page checks the session itself before reading them.
  const session = await requireUser('/pain');
  const checks = await loadChecks(session);
  if (!checks.ok) return <DataUnavailable reason={checks.reason} nextPath="/pain" />;
  const pain = painFromChecks(checks.value);
  return <GuidePage path="/pain" records={{ pain: pain.records.length ? pain : null }} />;
}
