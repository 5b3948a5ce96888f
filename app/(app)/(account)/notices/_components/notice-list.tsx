import Link from 'next/link';
import type { Notice } from '@/lib/data/notices';
import { OFFER_CHOICES_HREF } from '@/lib/forms/offer-choices';

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/** Her notices, newest first; the ones new since her last visit say so in words. */
export function NoticeList({ notices }: { notices: Notice[] }) {
  if (notices.length === 0)
    return (
      <p>
        You have no notices. Once you have recorded a self-check, we’ll let you know here when the next one is due. News
        of the prize draw comes here too, and of new offers in the kinds you choose in{' '}
        <Link href={OFFER_CHOICES_HREF} className="underline underline-offset-4">
          your settings
        </Link>
        .
      </p>
    );
  return (
    <ol className="max-w-3xl space-y-4" data-testid="notice-list">
      {notices.map((notice) => (
        <li key={notice.id}>
          <article aria-labelledby={`notice-${notice.id}`} className="rounded-lg border border-line bg-surface p-5">
            <h2 id={`notice-${notice.id}`} className="text-xl font-bold">
              {notice.readAt ? null : (
                <span className="mr-2 rounded bg-pink px-2 py-0.5 text-sm text-on-pink">New</span>
              )}
              {notice.title}
            </h2>
            <p className="text-sm text-ink-muted">
              <time dateTime={notice.createdAt}>{when(notice.createdAt)}</time>
            </p>
            <p className="mt-2">{notice.body}</p>
            {notice.link?.startsWith('/') ? (
              <p className="mt-3">
                <Link href={notice.link} className="font-semibold underline underline-offset-4">
                  Go to it<span className="sr-only">: {notice.title}</span>
                </Link>
              </p>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
