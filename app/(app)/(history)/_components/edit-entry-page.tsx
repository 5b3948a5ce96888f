import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DeleteWithUndo } from '@/components/forms/delete-with-undo';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { requireUser } from '@/lib/auth/session';
import { loadCheckIn } from '@/lib/data/check-in-entries';
import { ENTRY_ID_FIELD, entryFormValues, entryName } from '@/lib/forms/check-in-edit';
import { initialFormState } from '@/lib/forms/form-state';
import { deletedPath, isRecordId } from '@/lib/forms/record';
import { privatePageMetadata } from '@/lib/site/metadata';
import { formatDayLong, SCALES, type DiaryKind } from '@/lib/trends';
import { deleteEntry, saveEntryEdit } from '../entry-actions';
import { EditEntryForm } from './edit-entry-form';
import { historyPath } from './paths';

/** The title names the kind only: what she recorded never goes into a tab title or history. */
export function editEntryMetadata(kind: DiaryKind): Metadata {
  return { ...privatePageMetadata, title: `Change a ${SCALES[kind].name.toLowerCase()} ${SCALES[kind].entry.one}` };
}

interface EditEntryPageProps {
  kind: DiaryKind;
  params: Promise<{ id: string }>;
}

/** One saved entry: change it with the same fields as recording one, or delete it after a confirmation. */
export async function EditEntryPage({ kind, params }: EditEntryPageProps) {
  const back = historyPath(kind);
  // The gate: the entry is health data, so the page checks the session itself; the API checks it is hers again.
  const session = await requireUser(back);
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  const entry = await loadCheckIn(session, kind, id);
  // Someone else's entry (refused as forbidden) is "not found", as a missing one is.
  if (!entry.ok && entry.reason === 'forbidden') notFound();
  if (!entry.ok) return <DataUnavailable reason={entry.reason} nextPath={back} />;
  if (!entry.value) notFound();
  const name = entryName(kind, formatDayLong(entry.value.checked));
  const historyName = SCALES[kind].name.toLowerCase();

  return (
    <article aria-labelledby="entry-title" className="max-w-3xl">
      <p>
        <Link href={back}>Back to your {historyName} history</Link>
      </p>
      <h1 id="entry-title" className="mt-4 mb-2 text-4xl font-bold">
        Change {name}
      </h1>
      <p className="mb-6 max-w-2xl text-ink-muted">
        Correct what you recorded, then save. Your history will show the change.
      </p>
      <EditEntryForm
        kind={kind}
        action={saveEntryEdit.bind(null, kind)}
        initial={initialFormState(entryFormValues(entry.value))}
        historyPath={back}
        historyName={historyName}
      />
      <section aria-labelledby="delete-heading" className="mt-12 max-w-2xl border-t border-line pt-6">
        <h2 id="delete-heading" className="text-xl font-bold">
          Delete this {SCALES[kind].entry.one}
        </h2>
        <DeleteWithUndo
          action={deleteEntry.bind(null, kind)}
          fields={{ [ENTRY_ID_FIELD]: id }}
          label={`Delete ${name}`}
          question={`Delete ${name}? It will no longer be in your history or charts.`}
          subject={name.charAt(0).toUpperCase() + name.slice(1)}
          afterPath={deletedPath(back, id)}
        />
      </section>
    </article>
  );
}
