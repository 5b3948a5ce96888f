import Link from 'next/link';
import type { ProtectedPage } from '@/lib/site/protected-pages';
import { PageIntro } from './page-intro';

/** What a protected screen shows a visitor who is not signed in. */
export function SignInRequired({ page }: { page: ProtectedPage }) {
  const next = encodeURIComponent(page.path);
  return (
    <PageIntro heading={page.title} purpose={page.purpose}>
      <p className="mt-6">Sign in to use this. It is free to join.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href={`/signin?next=${next}`} className="rounded-md bg-pink px-5 py-3 font-semibold text-on-pink no-underline">
          Sign in
        </Link>
        <Link href="/signup" className="rounded-md border-2 border-pink px-5 py-3 font-semibold text-ink no-underline">
          Join free
        </Link>
      </div>
    </PageIntro>
  );
}
