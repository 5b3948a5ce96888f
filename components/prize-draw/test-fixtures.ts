import type { PrizeDrawCloseForBrowser } from '@/lib/prize-draw/closing';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a page built while the draw was open tells the browser, for a close `fromNowMs` away (negative: past). */
export function drawClosingIn(fromNowMs: number): PrizeDrawCloseForBrowser {
  return {
    closesAt: new Date(Date.now() + fromNowMs).toISOString(),
    closedMessage: 'The prize draw closed at 23:59 UK time on 14 December 2025, so it no longer takes entries.',
    openWhenRendered: true,
  };
}

export const openDraw = () => drawClosingIn(365 * DAY_MS);
export const closedDraw = () => drawClosingIn(-DAY_MS);
