import { WelcomePanel } from '@/components/auth/welcome-panel';
import { PageIntro } from '@/components/ui/page-intro';
import { welcomeKind } from '@/lib/auth/landing';
import { requireUser } from '@/lib/auth/session';
import { loadAccount } from '@/lib/data/users';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { AccountDetails } from './_components/account-details';
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
  const result = await loadAccount(session);
  const welcome = welcomeKind((await searchParams).welcome);

  if (!result.ok) {
    return (
      <PageIntro heading={page.title} purpose={page.purpose}>
        {welcome ? <WelcomePanel kind={welcome} /> : null}
        <DataUnavailable reason={result.reason} nextPath={page.path} />
      </PageIntro>
    );
  }
  return (
    <>
      {welcome ? <WelcomePanel kind={welcome} /> : null}
      <PageIntro heading={page.title} purpose={`Hello, ${result.value.user.displayName}. ${page.purpose}`} />
      <AccountDetails account={result.value} />
    </>
  );
}
