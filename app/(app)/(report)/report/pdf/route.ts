import { datedFileName } from '@/lib/export/dated-file-name';
import { buildGpReport } from '@/lib/report';
import { buildReportPdf } from '@/lib/report/report-pdf';
import { fileResponse, reportDownload } from '../download';

export const dynamic = 'force-dynamic';

/** The report as an A4 PDF, made on the server. Needs her session; never cached. */
export async function GET(request: Request): Promise<Response> {
  const download = await reportDownload(request);
  if (download instanceof Response) return download;
  const now = new Date();
  const report = buildGpReport(download.range, now, download.input.person, download.input.records);
  const pdf = await buildReportPdf(report);
  return fileResponse(pdf, 'application/pdf', datedFileName('breast-check-report', 'pdf', now));
}
