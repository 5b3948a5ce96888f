import type { ImportReport } from '@/lib/data/admin';

/** The API's check of a file: counts, and each bad row with its line, so the file can be corrected. */
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <section
      aria-labelledby="import-report-heading"
      className="mb-6 max-w-2xl rounded-md border border-line bg-surface p-4"
      data-testid="import-report"
    >
      <h3 id="import-report-heading" className="text-xl font-bold">
        {report.committed ? 'Imported' : 'Preview'}
      </h3>
      <ul className="mt-2 list-disc pl-6">
        <li>Rows read: {report.rows}</li>
        <li>New codes: {report.newCodes}</li>
        <li>Already imported: {report.alreadyImported}</li>
        <li>Codes available for this offer now: {report.stock}</li>
      </ul>
      {report.errors.length > 0 ? (
        <>
          <h4 className="mt-4 font-bold">
            {report.committed ? 'Rows not imported' : 'Rows to correct (nothing has been imported)'}
          </h4>
          <ul className="mt-2 list-disc pl-6">
            {report.errors.map((error) => (
              <li key={`${error.line}-${error.message}`}>
                Line {error.line}: {error.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
