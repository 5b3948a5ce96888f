import Link from 'next/link';
import { Logo } from '@/components/layout/logo';
import type { PartnerSlug } from '@/lib/site/partner-slugs';

interface PartnerLandingProps {
  slug: PartnerSlug;
  kind: 'promotion' | 'platform';
}

/** A partner's landing page: no site menu or footer, one clear way to join and one way back to the site. */
export function PartnerLanding({ slug, kind }: PartnerLandingProps) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10 focus:outline-none">
      <Logo />
      <h1 className="mt-8 text-4xl font-bold">Welcome, {slug} supporters</h1>
      <p className="mt-4 text-lg text-ink-muted">
        {kind === 'promotion'
          ? 'Join free to check your breasts regularly, keep a simple diary and get member offers.'
          : 'A free platform for regular breast self-checks and a diary to show your GP.'}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href={`/signup?source=${slug}`} className="rounded-md bg-pink px-5 py-3 font-semibold text-on-pink no-underline">
          Join free
        </Link>
        <Link href="/" className="rounded-md border-2 border-pink px-5 py-3 font-semibold text-ink no-underline">
          Visit the main site
        </Link>
      </div>
    </main>
  );
}
