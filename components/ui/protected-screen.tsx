import Link from 'next/link';
import { requireUser } from '@/lib/auth/session';
import type { ProtectedPage } from '@/lib/site/protected-pages';
import { PageIntro } from './page-intro';

/**
 * A protected screen whose own features are still to be built. It checks the session itself (middleware
 * only redirects) and says plainly that the screen is not ready, pointing to what already works.
 */
export async function ProtectedScreen({ page }: { page: ProtectedPage }) {
  await requireUser(page.path);
  return (
    <PageIntro heading={page.title} purpose={page.purpose}>
      <p className="mt-6">This part of your account isn’t ready yet. In the meantime you can:</p>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        <li>
          <Link href="/check">read how to check your breasts</Link>
        </li>
        <li>
          <Link href="/account">see your account</Link>
        </li>
      </ul>
      <p className="mt-6 text-ink-muted">
        If you notice a change in your breasts, don’t wait for the diary: see your GP.
      </p>
    </PageIntro>
  );
}
