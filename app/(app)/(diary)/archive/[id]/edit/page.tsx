import Link from 'next/link';
import { requireUser } from '@/lib/auth/session';
import { editFromRecord } from '@/lib/check/edit';
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
  const { sub } = await requireUser('/archive');
  const date = longDate(check.day);

  return (
    <article aria-labelledby="edit-title" className="max-w-3xl">
      <p>
        <Link href={`/archive/${check.id}`}>Back to the check</Link>
      </p>
      <h1 id="edit-title" className="mt-4 text-4xl font-bold">
        Change the check of {date}
      </h1>
      <p className="mt-2 max-w-2xl text-ink-muted">
        Correct what you recorded that day. The day of the check stays as it is. A finding you remove is no longer
        followed from check to check.
      </p>
      <EditCheckForm uid={sub} initial={editFromRecord(check)} day={check.day} dateLabel={date} />
    </article>
  );
}
