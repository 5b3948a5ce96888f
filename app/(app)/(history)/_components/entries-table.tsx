import Link from 'next/link';
import type { CheckIn } from '@/lib/data/check-ins';
import { entryName } from '@/lib/forms/check-in-edit';
import { formatDayLong, isCheckInKind, SCALES, symptomLabel, type DiaryKind } from '@/lib/trends';
import { TableScroll } from '@/components/ui/table-scroll';
import { entryPath } from './paths';

interface EntriesTableProps {
  kind: DiaryKind;
  /** Newest first. */
  entries: readonly CheckIn[];
}

/**
 * Her entries of a kind as a table, each with a link to change or delete it. Behind a disclosure like the
 * charts' data tables: a year of daily entries is hundreds of rows, which would bury everything below.
 */
export function EntriesTable({ kind, entries }: EntriesTableProps) {
  const scale = SCALES[kind];
  const caption = `Your ${scale.name.toLowerCase()} ${scale.entry.many}, newest first`;
  // The check-in score belongs to the wellbeing check-ins; a symptom diary shows how much and which.
  const withScore = isCheckInKind(kind);
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm underline underline-offset-2">
        Show the {scale.entry.many} as a table, to change or delete one<span className="sr-only">: {caption}</span>
      </summary>
      <TableScroll label={caption}>
        {/* Cell and link styles sit on the table once, as in the charts' DataTable: the rows can be many. */}
        <table className="mt-2 w-full border-collapse text-left text-sm [&_td]:border-b [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_th]:border-b [&_th]:border-line [&_th]:px-2 [&_th]:py-1 [&_thead_th]:font-semibold [&_tbody_th]:font-normal [&_td_a]:inline-block [&_td_a]:py-1">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Level (0 to 10)</th>
              <th scope="col">Symptoms</th>
              {withScore ? <th scope="col">Check-in score (0 to 100)</th> : null}
              <th scope="col">
                <span className="sr-only">Change or delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => {
              const day = formatDayLong(entry.checked);
              return (
                <tr key={entry.id}>
                  <th scope="row">{day}</th>
                  <td>{entry.aLevel}</td>
                  <td>{entry.symptoms.map((value) => symptomLabel(scale.symptomGroup, value)).join(', ') || 'None'}</td>
                  {withScore ? <td>{entry.aScore === null ? 'Not worked out' : entry.aScore}</td> : null}
                  <td>
                    {/* Not prefetched: opening the table must not load hundreds of entry pages. */}
                    <Link href={entryPath(kind, entry.id)} prefetch={false}>
                      Change<span className="sr-only"> {entryName(kind, day)}</span>
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </details>
  );
}
