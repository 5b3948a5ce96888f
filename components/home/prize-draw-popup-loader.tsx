'use client';

import { lazy, Suspense } from 'react';
import { usePrizeDrawOpen } from '@/components/prize-draw/use-prize-draw-open';
import { useIsSignedIn } from '@/lib/auth/use-is-signed-in';
import type { PrizeDrawCloseForBrowser } from '@/lib/prize-draw/closing';

// React's lazy rather than next/dynamic (whose loader code would come with the home page): fetched in its own
// chunk, in the browser only (the hint is unknown on the server), and only for a visitor known to be signed
// out, so the popup never delays the page's largest paint.
const PrizeDrawPopup = lazy(() => import('./prize-draw-popup').then((module) => ({ default: module.PrizeDrawPopup })));

/** The popup invites an entry, so once the draw has closed it is not even loaded. */
export function PrizeDrawPopupLoader({ draw }: { draw: PrizeDrawCloseForBrowser }) {
  const signedIn = useIsSignedIn();
  const open = usePrizeDrawOpen(draw);
  return signedIn === false && open ? ( // signedIn null: not known yet, so wait
    <Suspense fallback={null}>
      <PrizeDrawPopup />
    </Suspense>
  ) : null;
}
