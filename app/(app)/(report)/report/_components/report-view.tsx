import {
  breastLabel,
  checkInLine,
  checksSeenWords,
  FACING_HER_NOTE,
  feelLabel,
  findingState,
  formatDate,
  kindLabel,
  positionLabel,
  RANGE_LABELS,
  FAMILY_HISTORY_ADVICE_LABEL,
  FAMILY_HISTORY_REFERRAL_LABEL,
  RISK_LABELS,
  symptomLines,
  type GpReport,
} from '@/lib/report';
import { TableScroll } from '@/components/ui/table-scroll';
import { BreastMap } from './breast-map';

const cell = 'border border-line px-2 py-1 text-left align-top';

/** How many checks found it, and where it stands; one not followed up has only its own check to count. */
function persistence(row: GpReport['findings'][number]): string {
  if (row.notFollowedUp) return findingState(row);
  const notChecked = row.checksNotChecked ? `, not checked at ${row.checksNotChecked}` : '';
  const seen = `${checksSeenWords(row)}${notChecked}`;
  const changed = row.changed && row.stillThere && !row.notCheckedLatest ? ', changed' : '';
  return `${seen}; ${findingState(row)}${changed}; last found ${formatDate(row.lastSeen)}`;
}

/** A section of short lines, left out when it has none. */
function ReportList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="report-section mt-8">
      <h3 id={id} className="text-xl font-bold">
        {title}
      </h3>
      <ul className="mt-2 list-disc pl-6">
        {items.map((item, index) => (
          <li key={index} className="wrap-anywhere">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The one-to-three-page summary a GP reads: who, when, each finding and how it has lasted. */
export function ReportView({ report }: { report: GpReport }) {
  const period = report.from
    ? `${formatDate(report.from)} to ${formatDate(report.to)}`
    : `All records to ${formatDate(report.to)}`;
  return (
    <article aria-labelledby="report-title" className="report max-w-4xl">
      <h2 id="report-title" className="text-2xl font-bold">
        Breast self-check summary
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {report.person.name ? (
          <>
            <dt className="font-semibold">Name</dt>
            <dd>{report.person.name}</dd>
          </>
        ) : null}
        {report.person.dateOfBirth ? (
          <>
            <dt className="font-semibold">Date of birth</dt>
            <dd>{formatDate(report.person.dateOfBirth)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Period</dt>
        <dd>
          {period} ({RANGE_LABELS[report.range]})
        </dd>
        <dt className="font-semibold">Checks in the period</dt>
        <dd>{report.checksInPeriod}</dd>
        <dt className="font-semibold">Last check</dt>
        <dd>{report.lastCheck ? formatDate(report.lastCheck) : 'None recorded'}</dd>
        {report.riskLevel ? (
          <>
            <dt className="font-semibold">Family-history risk</dt>
            <dd>{RISK_LABELS[report.riskLevel]}</dd>
          </>
        ) : null}
        {report.familyHistoryReferral ? (
          <>
            <dt className="font-semibold">Family-history referral</dt>
            <dd>{FAMILY_HISTORY_REFERRAL_LABEL}</dd>
          </>
        ) : null}
        {report.familyHistoryAdvice ? (
          <>
            <dt className="font-semibold">Family-history advice</dt>
            <dd>{FAMILY_HISTORY_ADVICE_LABEL}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Made on</dt>
        <dd>{formatDate(report.generatedOn)}</dd>
      </dl>

      <section aria-labelledby="findings-title" className="report-section mt-8">
        <h3 id="findings-title" className="text-xl font-bold">
          Changes she noticed
        </h3>
        {report.findings.length === 0 ? (
          <p className="mt-2">No changes were recorded in this period.</p>
        ) : (
          <>
            <BreastMap findings={report.findings} describedBy="facing-her-note" />
            <p id="facing-her-note" className="mt-2 text-sm text-ink-muted">
              {FACING_HER_NOTE}
            </p>
            <TableScroll label="Findings table" className="mt-4">
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">
                  Each change, numbered as on the map; clock positions as you face her
                </caption>
                <thead>
                  <tr>
                    {[
                      'No.',
                      'First noticed',
                      'Breast and place',
                      'What',
                      'Size, feel',
                      'Severity (1-5)',
                      'Persistence',
                      'Cycle day',
                    ].map((title) => (
                      <th key={title} scope="col" className={cell}>
                        {title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {report.findings.map((row) => (
                    <tr key={row.findingId} className="break-inside-avoid">
                      <td className={cell}>{row.number}</td>
                      <td className={cell}>{formatDate(row.firstNoticed)}</td>
                      <td className={cell}>
                        {breastLabel(row.breast)}: {positionLabel(row.breast, row.position)}
                      </td>
                      <td className={cell}>
                        {kindLabel(row.kind)}
                        {/* A pasted link or other long word breaks, so the table fits the page it is printed on;
                            her own line breaks stay. */}
                        {row.note ? (
                          <span className="block text-ink-muted whitespace-pre-line wrap-anywhere">“{row.note}”</span>
                        ) : null}
                      </td>
                      <td className={cell}>
                        {[row.sizeMm != null ? `${row.sizeMm} mm` : null, row.feel ? feelLabel(row.feel) : null]
                          .filter(Boolean)
                          .join(', ') || '—'}
                      </td>
                      <td className={cell}>
                        {row.severity}
                        {row.highestSeverity > row.severity ? ` (highest ${row.highestSeverity})` : ''}
                      </td>
                      <td className={cell}>{persistence(row)}</td>
                      <td className={cell}>{row.cycleDay ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </>
        )}
      </section>

      <ReportList id="symptoms-title" title="Symptoms she ticked in her diary" items={symptomLines(report.symptoms)} />
      <ReportList
        id="checkins-title"
        title="Check-ins and symptom diaries (0 none to 10 worst)"
        items={report.checkIns.map(checkInLine)}
      />
      <ReportList id="questions-title" title="What I want to ask" items={report.questions} />

      <p className="mt-8 text-sm text-ink-muted">
        Recorded by her at home with a self-check app. This is not a diagnosis.
      </p>
    </article>
  );
}
