'use client';

import dynamic from 'next/dynamic';
import { useIsSignedIn } from '@/lib/auth/use-is-signed-in';

// Loaded only in the browser and in its own chunk: the popup never delays the page's largest paint.
const PrizeDrawPopup = dynamic(() => import('./prize-draw-popup').then((module) => module.PrizeDrawPopup), {
  ssr: false,
});

export function PrizeDrawPopupLoader() {
  const signedIn = useIsSignedIn();
  return signedIn === false ? <PrizeDrawPopup /> : null; // null: not known yet, so wait
}
