import Link from 'next/link';
import { BreastClockFace, MAP_VIEWBOX } from '@/components/check/breast-clock-face';
import { PageIntro } from '@/components/ui/page-intro';
import { shortDate } from '@/lib/diary/dates';
import { londonDate } from '@/lib/reminders/local-date';
import { STATUS_LABELS } from '@/lib/diary/finding-terms';
import { findingTimelines, monthlyStreak, timelineSummary } from '@/lib/diary/tracking';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { loadDiaryChecks } from '../_lib/load-diary';

export const metadata = protectedMetadata('/tracking');

const page = protectedPage('/tracking');

export default async function TrackingPage() {
  // The gate: loadDiaryChecks calls requireUser() before reading her checks.
  const checks = await loadDiaryChecks(page);
  if (!checks.ok) return checks.screen;
  const today = londonDate(new Date());
  const streak = monthlyStreak(
    checks.value.map((check) => check.day),
    today,
  );
  const timelines = findingTimelines(checks.value);
  return (
    <>
      <PageIntro heading={page.title} purpose={page.purpose} />
      <section aria-labelledby="streak" className="mb-10 max-w-2xl rounded-lg border border-line bg-surface p-5">
        <h2 id="streak" className="text-2xl font-bold">
          {streak === 0 ? 'No monthly streak yet' : `${streak} month${streak === 1 ? '' : 's'} in a row`}
        </h2>
        <p className="mt-2 text-ink-muted">
          A month counts when you record at least one check in it. <Link href="/checking">Start a check</Link>
        </p>
      </section>
      <section aria-labelledby="timelines">
        <h2 id="timelines" className="text-2xl font-bold">
          Changes over time
        </h2>
        {timelines.length === 0 ? (
          <p className="mt-2">
            You have not recorded a change that is followed from check to check. When you mark a change on the breast
            map during a check, it is followed here until you record it as gone.
          </p>
        ) : null}
        {timelines.some((line) => !line.gone) ? (
          <p className="mt-2 max-w-2xl">
            A change that is still there is worth showing your GP. Make a <Link href="/report">report for your GP</Link>{' '}
            and read <Link href="/doctor">what to take and say</Link>.
          </p>
        ) : null}
        <ol className="mt-4 space-y-4">
          {timelines.map((line) => (
            <li key={line.id} className="rounded-lg border border-line bg-surface p-4">
              {line.position ? (
                // The heading says the same in words, so the drawing is hidden from screen readers.
                <svg
                  aria-hidden="true"
                  viewBox={`${MAP_VIEWBOX.x} ${MAP_VIEWBOX.y} ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`}
                  className="float-right ml-3 h-20 w-auto text-ink"
                >
                  <BreastClockFace
                    side={line.side}
                    marks={[{ key: line.id, position: line.position, label: line.label }]}
                    showNumbers={false}
                  />
                </svg>
              ) : null}
              <h3 className="font-semibold">{line.label.replace(/^./, (c) => c.toUpperCase())}</h3>
              <p className="text-ink-muted">{timelineSummary(line, today)}</p>
              <ol aria-label="Each check that mentions it" className="mt-2 flex flex-wrap gap-2 text-sm">
                {line.mentions.map((mention) => (
                  <li key={mention.checkId}>
                    {/* Opens that check in the archive, with its breast map and notes. */}
                    <Link
                      href={`/archive/${mention.checkId}`}
                      className="inline-flex min-h-11 items-center rounded-full border border-line px-3 hover:bg-surface-raised"
                    >
                      {shortDate(mention.day, today)}: {STATUS_LABELS[mention.status]}
                    </Link>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
