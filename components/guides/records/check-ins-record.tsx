import Link from 'next/link';
import { latestCheckIns, RECENT_CHECK_IN_MONTHS, type CheckIn, type CheckIns } from '@/lib/content/guide-records';
import { DateText } from '../dates';
import { EmptyRecord } from './empty-record';

function CheckInList({ title, entries, addHref }: { title: string; entries: readonly CheckIn[]; addHref: string }) {
  return (
    <div>
      <h4 className="text-lg font-semibold text-ink">{title}</h4>
      {entries.length === 0 ? (
        <p className="mt-1 text-ink-muted">
          None yet.{' '}
          <Link href={addHref} className="text-ink underline decoration-pink decoration-2">
            Add a check-in
          </Link>
        </p>
      ) : (
        <ul className="mt-1 space-y-1 text-ink">
          {latestCheckIns(entries).map((entry) => (
            <li key={entry.checked}>
              <DateText iso={entry.checked} />: {entry.level} out of 10
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Her latest mood and stress check-ins (0 none, 10 worst), so she can see how the worry has moved. */
export function CheckInsRecord({ checkIns }: { checkIns: CheckIns | null }) {
  if (!checkIns || (checkIns.mood.length === 0 && checkIns.stress.length === 0)) {
    return (
      <EmptyRecord
        message={`You have no mood or stress check-ins from the last ${RECENT_CHECK_IN_MONTHS} months. A quick weekly check-in shows how worry changes over time.`}
        links={[
          { href: '/moody', label: 'Record your mood' },
          { href: '/stressed', label: 'Record your stress' },
        ]}
      />
    );
  }
  return (
    <div>
      <h3 className="text-xl font-bold text-ink">Your recent check-ins</h3>
      <p className="mt-1 text-ink-muted">0 means none and 10 the worst you have felt.</p>
      <div className="mt-3 grid gap-6 sm:grid-cols-2">
        <CheckInList title="Mood" entries={checkIns.mood} addHref="/moody" />
        <CheckInList title="Stress" entries={checkIns.stress} addHref="/stressed" />
      </div>
    </div>
  );
}
