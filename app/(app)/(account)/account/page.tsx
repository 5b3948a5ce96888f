import Link from 'next/link';
import { WelcomePanel } from '@/components/auth/welcome-panel';
import { PageIntro } from '@/components/ui/page-intro';
import { welcomeKind } from '@/lib/auth/landing';
import { requireUser } from '@/lib/auth/session';
import { loadUnreadNoticeCount } from '@/lib/data/notices';
import { loadMyPrizeDrawEntry } from '@/lib/data/prize-draw';
import { loadAccount } from '@/lib/data/users';
import { PRIZE_DRAW_ALREADY_DRAWN_MESSAGE, PRIZE_DRAW_CLOSED_MESSAGE, prizeDrawIsOpen } from '@/lib/prize-draw/closing';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { AccountDetails } from './_components/account-details';
import { PrizeDrawPanel } from './_components/prize-draw-panel';
import { DataUnavailable } from '@/components/ui/data-unavailable';

export const metadata = protectedMetadata('/account');

const page = protectedPage('/account');

export default async function AccountPage({
  searchParams,
}: {
  searchParams: Promise<{ welcome?: string | string[] }>;
}) {
  // The gate: middleware only redirects early; this page returns personal data, so it checks the session itself.
  const session = await requireUser(page.path);
  const unread = loadUnreadNoticeCount(session); // the menu's own call in this request (cached), not a second
  const result = await loadAccount(session);
  // After loadAccount, not beside it: on her first sign-in loadAccount is what enters her in the draw.
  const entry = result.ok ? await loadMyPrizeDrawEntry(session) : null;
  const welcome = welcomeKind((await searchParams).welcome);

  if (!result.ok) {
    return (
      <PageIntro heading={page.title} purpose={page.purpose}>
        {welcome ? <WelcomePanel kind={welcome} /> : null}
        <DataUnavailable reason={result.reason} nextPath={page.path} />
      </PageIntro>
    );
  }
  const unreadCount = await unread;
  // Said while she has the notice that she signed in too late for the draw she joined (terms rule 3), read or not.
  const closedMessage = result.value.prizeDrawTooLate
    ? PRIZE_DRAW_ALREADY_DRAWN_MESSAGE
    : prizeDrawIsOpen(new Date())
      ? undefined
      : PRIZE_DRAW_CLOSED_MESSAGE;
  return (
    <>
      {/* Inside the intro, after its h1, so the page's headings keep their order. */}
      <PageIntro heading={page.title} purpose={`Hello, ${result.value.user.displayName}. ${page.purpose}`}>
        {welcome ? <WelcomePanel kind={welcome} /> : null}
      </PageIntro>
      <AccountDetails account={result.value} />
      <p className="mt-6">
        <Link href="/notices">Your notices</Link>
        {unreadCount ? ` (${unreadCount} unread)` : null}
      </p>
      {entry?.ok ? (
        <PrizeDrawPanel entry={entry.value} closedMessage={closedMessage} />
      ) : (
        <p className="mt-10">Your prize-draw entry can’t be shown just now. Please try again later.</p>
      )}
    </>
  );
}
