import { PageIntro } from '@/components/ui/page-intro';
import { CYCLE_DAYS } from '@/lib/diary/cycle';
import { shortDate } from '@/lib/diary/dates';
import { londonDate } from '@/lib/reminders/local-date';
import { cycleOverview } from '@/lib/diary/period-history';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { loadDiaryChecks } from '../_lib/load-diary';

export const metadata = protectedMetadata('/cycle');

const page = protectedPage('/cycle');

export default async function CyclePage() {
  // The gate: loadDiaryChecks calls requireUser() before reading her checks.
  const checks = await loadDiaryChecks(page);
  if (!checks.ok) return checks.screen;
  const today = londonDate(new Date());
  const cycle = cycleOverview(checks.value, today);
  return (
    <>
      <PageIntro heading={page.title} purpose={page.purpose} />
      <dl className="grid max-w-2xl gap-4 sm:grid-cols-3">
        <div className="rounded-lg border border-line bg-surface p-4">
          <dt className="text-ink-muted">Usual cycle</dt>
          <dd className="text-2xl font-bold">{cycle.usualLength ? `${cycle.usualLength} days` : 'Not known yet'}</dd>
        </div>
        <div className="rounded-lg border border-line bg-surface p-4">
          <dt className="text-ink-muted">Today</dt>
          <dd className="text-2xl font-bold">{cycle.dayToday ? `Day ${cycle.dayToday}` : 'Not known'}</dd>
        </div>
        <div className="rounded-lg border border-line bg-surface p-4">
          <dt className="text-ink-muted">Next period might start</dt>
          <dd className="text-2xl font-bold">
            {cycle.nextExpected ? shortDate(cycle.nextExpected, today) : 'Not known'}
          </dd>
        </div>
      </dl>
      <h2 className="mt-10 text-2xl font-bold">Cycle lengths, oldest first</h2>
      {cycle.lengths.length ? (
        <ol className="mt-3 flex flex-wrap gap-2">
          {cycle.lengths.map((length, i) => (
            <li key={i} className="rounded-full border border-line px-3 py-1">
              {length} days
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 max-w-2xl">
          Your cycle length shows once your checks have recorded the first days of two periods one after the other,{' '}
          {CYCLE_DAYS.min} to {CYCLE_DAYS.max} days apart. At each check, give the first day of your most recent period.
        </p>
      )}
      <p className="mt-6 max-w-2xl text-ink-muted">
        The{' '}
        <a href="https://www.nhs.uk/conditions/periods/" rel="noopener noreferrer">
          NHS
        </a>{' '}
        says cycles from 21 to 40 days are normal, and the length can vary from month to month. If your periods change
        in a way that worries you, talk to your GP.
      </p>
    </>
  );
}
