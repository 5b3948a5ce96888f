import { remindersApiUrl } from '@/lib/reminders-api';
import { brand } from '@/lib/site/brand';

export const dynamic = 'force-dynamic';

/**
 * The link in every reminder, without signing in. GET shows a one-button page (mail scanners open links, so a
 * GET never unsubscribes); POST, from that button or a mail program's one-click List-Unsubscribe, does it.
 */
const page = (title: string, body: string, status = 200) =>
  new Response(
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} – ${brand.name}</title>` +
      `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f1f1f;background:#fff}button{font:inherit;min-height:44px;padding:.6rem 1.4rem;border-radius:.4rem;border:0;background:#9d174d;color:#fff;cursor:pointer}a{color:#1f1f1f}</style></head>` +
      `<body><main><h1>${title}</h1>${body}</main></body></html>`,
    {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
    },
  );

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token)
    return page(
      'This link is not complete',
      '<p>Open the link from your reminder email again, or change your reminders on your plan after signing in.</p>',
      400,
    );
  return page(
    'Stop check reminders?',
    `<p>You will get no more reminder emails. You can switch them on again on your plan at any time.</p><form method="post"><input type="hidden" name="token" value="${escape(token)}"><button type="submit">Stop my reminders</button></form>`,
  );
}

export async function POST(request: Request): Promise<Response> {
  const fromQuery = new URL(request.url).searchParams.get('token');
  const form = await request.formData().catch(() => null);
  const token = fromQuery ?? (typeof form?.get('token') === 'string' ? String(form.get('token')) : '');
  const endpoint = remindersApiUrl('unsubscribe');
  if (!endpoint) return page('Please try again later', '<p>We could not stop your reminders just now.</p>', 503);
  const answer = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
    cache: 'no-store',
    signal: AbortSignal.timeout(8000),
  }).catch(() => null);
  const { outcome } = ((await answer?.json().catch(() => ({}))) ?? {}) as { outcome?: string };
  if (outcome === 'stopped' || outcome === 'no-account')
    return page(
      'Reminders stopped',
      '<p>You will get no more reminder emails. To switch them on again, sign in and open your plan.</p>',
    );
  if (outcome === 'expired')
    return page('This link has expired', '<p>Sign in and open your plan to change your reminders.</p>', 400);
  if (!answer) return page('Please try again later', '<p>We could not stop your reminders just now.</p>', 503);
  return page('This link does not work', '<p>Sign in and open your plan to change your reminders.</p>', 400);
}
