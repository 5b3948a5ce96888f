'use client';

import Link from 'next/link';
import { prefetchFor } from '@/lib/site/prefetch';
import { useIsSignedIn } from '@/lib/auth/use-is-signed-in';

const primary = 'rounded-md bg-pink px-5 py-3 font-semibold text-on-pink no-underline';
const secondary = 'rounded-md border-2 border-pink px-5 py-3 font-semibold text-ink no-underline';

/** The hero's calls to action: joining for a visitor, her check and diary once she is a signed-in member. */
export function HeroActions() {
  const signedIn = useIsSignedIn();
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {signedIn ? (
        <>
          <Link href="/checking" prefetch={prefetchFor('/checking')} className={primary}>
            Start your check
          </Link>
          <Link href="/archive" prefetch={prefetchFor('/archive')} className={secondary}>
            Your diary
          </Link>
        </>
      ) : (
        <>
          <Link href="/signup" prefetch={prefetchFor('/signup')} className={primary}>
            Join free
          </Link>
          <Link href="/check" prefetch={prefetchFor('/check')} className={secondary}>
            How to check
          </Link>
        </>
      )}
    </div>
  );
}
