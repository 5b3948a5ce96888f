import Link from 'next/link';
import { BreastMapThumbnail } from '@/components/diary/breast-map-thumbnail';
import { DeletedNotice } from '@/components/ui/deleted-notice';
import { PageIntro } from '@/components/ui/page-intro';
import { groupByMonth } from '@/lib/diary/archive';
import { checkSummary, cycleSummary, longDate } from '@/lib/diary/describe';
import { describedChecks, notCheckedIn } from '@/lib/diary/findings';
import { deletedRecordId } from '@/lib/forms/record';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { loadDiaryChecks } from '../_lib/load-diary';

export const metadata = protectedMetadata('/archive');

const page = protectedPage('/archive');

export default async function ArchivePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // The gate: loadDiaryChecks calls requireUser() before reading her checks.
  const checks = await loadDiaryChecks(page);
  if (!checks.ok) return checks.screen;
  // After a delete (?deleted=<id>) that check is left out: the list is read from an index that can still hold it.
  // Each check's changes read as her later corrections describe them, as her next check and GP report do.
  const deleted = deletedRecordId(await searchParams);
  const shown = describedChecks(checks.value.filter((check) => check.id !== deleted));
  const groups = groupByMonth(shown);
  return (
    <>
      <PageIntro heading={page.title} purpose={page.purpose}>
        <p className="mt-4">
          <Link href="/checking" className="font-semibold">
            Start a check
          </Link>
        </p>
      </PageIntro>
      {deleted ? <DeletedNotice>The check has been deleted.</DeletedNotice> : null}
      {groups.length === 0 ? (
        <p>You have not recorded a check yet. Your checks will appear here, newest first.</p>
      ) : null}
      {groups.map((group) => (
        <section key={group.month} aria-labelledby={`month-${group.month}`} className="mb-10">
          <h2 id={`month-${group.month}`} className="text-2xl font-bold">
            {group.label}
          </h2>
          <ul className="mt-3 space-y-3">
            {group.checks.map((check) => (
              <li key={check.id}>
                <Link
                  href={`/archive/${check.id}`}
                  className="flex flex-wrap items-center gap-4 rounded-lg border border-line bg-surface p-4 text-ink no-underline hover:border-pink"
                >
                  <BreastMapThumbnail findings={check.findings} />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold underline underline-offset-4">{longDate(check.day)}</span>
                    <span className="block text-ink-muted">{checkSummary(check, notCheckedIn(shown, check))}</span>
                    {cycleSummary(check) ? (
                      <span className="block text-sm text-ink-muted">{cycleSummary(check)}</span>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
