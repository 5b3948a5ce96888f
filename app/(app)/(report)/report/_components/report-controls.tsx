import { RANGE_LABELS, REPORT_RANGES, type ReportRange } from '@/lib/report';
import { SessionDownloadButton } from '@/components/auth/session-download-link';
import { PrintButton } from '@/components/ui/print-button';

const linkButton =
  'inline-flex min-h-11 items-center rounded-md border-2 border-pink px-5 py-2 font-semibold text-ink no-underline';

/**
 * The period (a plain GET: the range is not health data) and the three forms of the report. The downloads send
 * the same form to their own addresses, so they follow the period as chosen, even before "Show the report"; the
 * CSV has every record in that period and the open findings from before it that the report lists. Each renews
 * her session first (SessionDownloadButton).
 */
export function ReportControls({ range, includeDob }: { range: ReportRange; includeDob: boolean }) {
  return (
    <div data-print-hide className="mb-8 space-y-6">
      <form id="report-options" method="get" className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="report-range" className="mb-1 block font-semibold">
            Period
          </label>
          <select
            id="report-range"
            name="range"
            defaultValue={range}
            className="min-h-11 rounded-md border-2 border-line bg-canvas px-3 text-ink"
          >
            {REPORT_RANGES.map((value) => (
              <option key={value} value={value}>
                {RANGE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-h-11 items-center gap-2">
          <input
            id="report-dob"
            type="checkbox"
            name="dob"
            value="yes"
            defaultChecked={includeDob}
            className="h-6 w-6"
          />
          <label htmlFor="report-dob">Include my date of birth</label>
        </div>
        <button type="submit" className="min-h-11 rounded-md bg-pink px-6 py-2 font-semibold text-on-pink">
          Show the report
        </button>
      </form>
      <div className="flex flex-wrap gap-3">
        <PrintButton>Print the report</PrintButton>
        <SessionDownloadButton form="report-options" formAction="/report/pdf" className={linkButton}>
          Download PDF
        </SessionDownloadButton>
        <SessionDownloadButton form="report-options" formAction="/report/csv" className={linkButton}>
          Download CSV (this period)
        </SessionDownloadButton>
      </div>
    </div>
  );
}
