'use client';

import { lazy, Suspense } from 'react';
import { useIsSignedIn } from '@/lib/auth/use-is-signed-in';

// React's lazy rather than next/dynamic (whose loader code would come with the home page): fetched in its own
// chunk, in the browser only (the hint is unknown on the server), and only for a visitor known to be signed
// out, so the popup never delays the page's largest paint.
const PrizeDrawPopup = lazy(() => import('./prize-draw-popup').then((module) => ({ default: module.PrizeDrawPopup })));

export function PrizeDrawPopupLoader() {
  const signedIn = useIsSignedIn();
  return signedIn === false ? ( // null: not known yet, so wait
    <Suspense fallback={null}>
      <PrizeDrawPopup />
    </Suspense>
  ) : null;
}
