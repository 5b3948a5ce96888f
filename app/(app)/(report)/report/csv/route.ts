import { datedFileName } from '@/lib/export/dated-file-name';
import { reportCsv } from '@/lib/report';
import { fileResponse, reportDownload } from '../download';

export const dynamic = 'force-dynamic';

/**
 * Every record in the period, the open findings from before it that the report lists, and her questions, as CSV.
 * Needs her session; never cached.
 */
export async function GET(request: Request): Promise<Response> {
  const download = await reportDownload(request);
  if (download instanceof Response) return download;
  const now = new Date();
  const csv = reportCsv(download.range, now, download.input.records, download.input.person.questions);
  return fileResponse(csv, 'text/csv; charset=utf-8', datedFileName('breast-check-records', 'csv', now));
}
