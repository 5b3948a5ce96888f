import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { requireUser } from '@/lib/auth/session';
import { editFromRecord } from '@/lib/check/edit';
import { loadCheck } from '@/lib/data/observations';
import { longDate } from '@/lib/diary/describe';
import { isRecordId } from '@/lib/forms/record';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { EditCheckForm } from './_components/edit-check-form';

export const metadata = protectedMetadata('/archive');

export default async function EditCheckPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // Her record: the page checks the session itself, and the API checks the record is hers again.
  const session = await requireUser('/archive');
  if (!isRecordId(id)) notFound();
  const result = await loadCheck(session, id);
  if (!result.ok) return <DataUnavailable reason={result.reason} nextPath="/archive" />;
  const check = result.value;
  if (!check) notFound();
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
      <EditCheckForm initial={editFromRecord(check)} day={check.day} dateLabel={date} />
    </article>
  );
}
