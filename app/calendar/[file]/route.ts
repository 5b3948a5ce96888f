import { config } from '@/lib/config';
import { remindersApiUrl } from '@/lib/reminders-api';

export const dynamic = 'force-dynamic';

/**
 * Her private calendar subscription, fetched by calendar programs without a session: the signed token in the
 * path is the credential, checked by the backend against her current feed id (so a revoked URL stops).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  const endpoint = remindersApiUrl('calendar');
  if (!token || !endpoint) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  const url = new URL(endpoint);
  url.searchParams.set('token', token);
  url.searchParams.set('site', config.siteUrl);
  const answer = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(8000) }).catch(() => null);
  if (!answer?.ok)
    return new Response('Not found', { status: answer ? 404 : 503, headers: { 'cache-control': 'no-store' } });
  return new Response(await answer.text(), {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'no-store' },
  });
}
