import { cookies } from 'next/headers';
import { requireUser } from '@/lib/auth/session';
import { getIdentityAttributes } from '@/lib/auth/identity-api';
import { CONSENT_COOKIE, consentChoices, type ConsentChoice } from '@/lib/consent/cookie-consent';
import { exportMyData } from '@/lib/data/privacy';
import { logDataFailure, toDataError } from '@/lib/data/errors';
import { buildDataExportZip, consentsFromAttributes, datedFileName } from '@/lib/export';

export const dynamic = 'force-dynamic';

/** "Download my data": everything held about her, as JSON and CSV files in one zip. Never cached. */
export async function GET(): Promise<Response> {
  const session = await requireUser('/settings');
  const [exported, identity] = await Promise.allSettled([exportMyData(), getIdentityAttributes(session.accessToken)]);
  if (exported.status === 'rejected' || identity.status === 'rejected') {
    if (exported.status === 'rejected') logDataFailure(toDataError(exported.reason, 'ExportMyData'));
    else console.error('[identity] GetUser failed for the data export');
    return new Response('Your data could not be gathered just now. Please try again in a minute.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const cookie = (await cookies()).get(CONSENT_COOKIE)?.value;
  const choice = consentChoices.includes(cookie as ConsentChoice) ? (cookie as ConsentChoice) : null;
  const zip = buildDataExportZip({
    exported: exported.value,
    identity: identity.value,
    consents: consentsFromAttributes(identity.value, choice),
  });
  return new Response(Buffer.from(zip), {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${datedFileName('my-breast-check-data', 'zip', new Date())}"`,
      'cache-control': 'no-store',
    },
  });
}
