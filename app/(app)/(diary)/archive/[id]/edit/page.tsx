import Link from 'next/link';
import { requireUser } from '@/lib/auth/session';
import { describingChecks, earlierFindingLabels, editFromRecord } from '@/lib/check/edit';
import { loadChecks } from '@/lib/data/observations';
import { longDate } from '@/lib/diary/describe';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { loadDiaryCheck } from '../../../_lib/load-diary';
import { EditCheckForm } from './_components/edit-check-form';

export const metadata = protectedMetadata('/archive');

export default async function EditCheckPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // The gate: loadDiaryCheck calls requireUser() first; the API checks the record is hers again.
  const result = await loadDiaryCheck(id);
  if (!result.ok) return result.screen;
  const check = result.value;
  // Her account id keys the changes the form keeps on this device (the session is read once per request).
  const session = await requireUser('/archive');
  const date = longDate(check.day);
  // Findings this check answered about, as her checks describe them; her other checks come from an index that
  // may lag, and without them the form shows the description this check stored.
  const others = await loadChecks(session);
  const earlierLabels = others.ok ? earlierFindingLabels(others.value, check) : undefined;
  const describedIn = others.ok ? describingChecks(others.value, check) : undefined;

  return (
    <article aria-labelledby="edit-title" className="max-w-3xl">
      <p>
        <Link href={`/archive/${check.id}`}>Back to the check</Link>
      </p>
      <h1 id="edit-title" className="mt-4 text-4xl font-bold">
        Change the check of {date}
      </h1>
      <p className="mt-2 max-w-2xl text-ink-muted">
        Correct what you recorded that day. The day of the check stays as it is. A correction to how you described a
        change also reaches your later checks that said it was still there.
      </p>
      <EditCheckForm
        uid={session.sub}
        initial={editFromRecord(check)}
        day={check.day}
        dateLabel={date}
        earlierLabels={earlierLabels}
        describedIn={describedIn}
      />
    </article>
  );
}
