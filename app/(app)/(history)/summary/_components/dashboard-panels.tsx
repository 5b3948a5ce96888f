import Link from 'next/link';
import { Sparkline } from '@/components/charts';
import type { CheckInsByKind } from '@/lib/data/check-ins';
import type { CheckDue } from '@/lib/diary/check-due';
import type { TrackedFinding } from '@/lib/diary/findings';
import { findingLabel } from '@/lib/diary/findings';
import {
  buildSeries,
  CHECK_IN_KINDS,
  formatDayLong,
  levelPoints,
  SCALES,
  type CheckInKind,
  type NextAction,
} from '@/lib/trends';
import { HISTORY_PATHS } from '../../_components/paths';

const card = 'rounded-lg border border-line bg-surface p-4';

const ACTIONS: Record<NextAction, { href: string; label: string; why: string }> = {
  'first-check': {
    href: '/checking',
    label: 'Do your first self-check',
    why: 'A guided check takes a few minutes.',
  },
  check: { href: '/checking', label: 'Do your self-check', why: 'Your monthly self-check is due.' },
  week: { href: '#week', label: 'Tell us how your week has been', why: 'Four quick levels, one screen.' },
  monitor: { href: '/monitor', label: 'See your patterns', why: 'You are up to date with your check and check-ins.' },
};

export function NextActionPanel({ action }: { action: NextAction }) {
  const next = ACTIONS[action];
  return (
    <section aria-labelledby="next-heading" className={`${card} border-2 border-pink`}>
      <h2 id="next-heading" className="text-xl font-bold">
        What to do next
      </h2>
      <p className="mt-1 text-ink-muted">{next.why}</p>
      <Link
        href={next.href}
        className="mt-3 inline-block rounded-md bg-pink px-4 py-2 font-semibold text-on-pink no-underline"
      >
        {next.label}
      </Link>
    </section>
  );
}

function dueText(due: CheckDue): string {
  if (due.status === 'never') return 'You have not recorded a self-check yet.';
  const next = formatDayLong(due.nextDue);
  if (due.status === 'upcoming') return `Your next check is due around ${next}.`;
  return due.status === 'due' ? `Your next check is due now (around ${next}).` : `Your check was due on ${next}.`;
}

export function ChecksPanel({ due, open }: { due: CheckDue; open: TrackedFinding[] }) {
  return (
    <section aria-labelledby="checks-heading" className={card}>
      <h2 id="checks-heading" className="text-xl font-bold">
        Your self-checks
      </h2>
      {due.status === 'never' ? null : <p className="mt-1">Last check: {formatDayLong(due.lastCheck)}.</p>}
      <p className="mt-1">{dueText(due)}</p>
      <h3 className="mt-3 font-bold">Open findings</h3>
      {open.length ? (
        <>
          <ul className="mt-1 list-disc pl-6">
            {open.map((tracked) => (
              <li key={tracked.id}>
                {findingLabel(tracked.latest)}, first noted {formatDayLong(tracked.firstNoted)}
              </li>
            ))}
          </ul>
          <p className="mt-2">
            The NHS advises telling your GP about any change without delay: book an appointment and take{' '}
            <Link href="/report">your report</Link>.
          </p>
          <Link href="/tracking">Follow your findings</Link>
        </>
      ) : (
        <p className="mt-1 text-ink-muted">None: nothing from your checks is waiting to be looked at again.</p>
      )}
    </section>
  );
}

export function LevelsPanel({
  entries,
  thisMonth,
  today,
}: {
  entries: CheckInsByKind;
  thisMonth: Record<CheckInKind, number>;
  today: string;
}) {
  const total = CHECK_IN_KINDS.reduce((sum, kind) => sum + thisMonth[kind], 0);
  return (
    <section aria-labelledby="levels-heading" className={card}>
      <h2 id="levels-heading" className="text-xl font-bold">
        Your check-ins
      </h2>
      <p className="mt-1">
        This month: {total} {total === 1 ? 'check-in' : 'check-ins'} (
        {CHECK_IN_KINDS.map((kind) => `${SCALES[kind].name.toLowerCase()} ${thisMonth[kind]}`).join(', ')}).
      </p>
      <p className="mt-1 text-sm text-ink-muted">The last 3 months, 0 to 10 (higher is worse for all four):</p>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {CHECK_IN_KINDS.map((kind) => {
          const series = buildSeries(levelPoints(entries[kind]), { range: '3m', today });
          return (
            <li key={kind}>
              <Sparkline
                label={SCALES[kind].name}
                points={series.points}
                domain={series.domain}
                href={HISTORY_PATHS[kind]}
              />
            </li>
          );
        })}
      </ul>
      <p className="mt-3">
        You can also keep a record of <Link href="/physical">physical symptoms</Link> or{' '}
        <Link href="/menopausal">menopause symptoms</Link>.
      </p>
    </section>
  );
}
