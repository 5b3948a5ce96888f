import 'server-only';
import { requireUser } from '@/lib/auth/session';
import { healthConsentOf } from '@/lib/data/health-consent';
import type { ReportRange } from '@/lib/report';
import { loadReportInput, parseRange, type ReportInput } from './report-input';

const NOT_NOW = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

const CONSENT_REFUSALS = {
  withdrawn: () =>
    new Response('Your health features are paused: you withdrew your consent in settings.', {
      status: 403,
      headers: NOT_NOW,
    }),
  unknown: () =>
    new Response(
      'We couldn’t check your consent to using your health information just now. Please try again in a minute.',
      {
        status: 503,
        headers: NOT_NOW,
      },
    ),
  'signed-out': () => new Response('Your session has ended. Please sign in again.', { status: 401, headers: NOT_NOW }),
};

/**
 * What both downloads share: her session (checked here, not left to the page), her consent, and her records.
 * Returns a Response when the download cannot be made.
 */
export async function reportDownload(request: Request): Promise<Response | { range: ReportRange; input: ReportInput }> {
  const session = await requireUser('/report');
  const consent = await healthConsentOf(session);
  if (consent !== 'given') return CONSENT_REFUSALS[consent]();
  const url = new URL(request.url);
  const input = await loadReportInput(session, url.searchParams.get('dob') === 'yes');
  if (!input.ok)
    return new Response('Your report could not be made just now. Please try again in a minute.', {
      status: 503,
      headers: NOT_NOW,
    });
  return { range: parseRange(url.searchParams.get('range')), input: input.value };
}

export function fileResponse(body: Uint8Array | string, type: string, name: string): Response {
  return new Response(typeof body === 'string' ? body : Buffer.from(body), {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });
}
