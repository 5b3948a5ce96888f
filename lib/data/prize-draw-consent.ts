import 'server-only';
import { MyPrizeDrawEntryDocument } from '@/graphql/generated/types';
import { changeConsentRecords } from '@/lib/auth/identity-admin';
import type { SessionUser } from '@/lib/auth/session';
import {
  EARLIER_DRAW_ENTRIES_GONE_AT,
  PRIZE_DRAW_ENTRIES_MAY_BE_GONE_AT,
  PRIZE_DRAW_OPENS_AT,
} from '@/lib/prize-draw/closing';
import { CUSTOM_ATTRIBUTES } from '@/lib/validation/custom-attributes';
import { getClient } from './client';
import { callForData } from './calls';
import { logDataFailure, toDataError } from './errors';

/**
 * Her prize-draw consent record (custom:prize_draw, when she joined) is kept no longer than the entry it is about:
 * once the draw is over and her entry is gone (deleted 30 days after the draw, or withdrawn), it is removed, as the
 * privacy notice says. Asked only from the earliest day an entry can be deleted, and only while her ID token says
 * she joined; a failure is logged and tried again on her next visit, never in her way. A record from an earlier
 * draw (before this one opened) goes once that draw's entries are all deleted: the API shows her only this draw's.
 */
export async function forgetEndedPrizeDrawConsent(session: SessionUser, now: Date = new Date()): Promise<void> {
  const joinedAt = session.prizeDrawJoinedAt;
  if (!joinedAt) return;
  if (PRIZE_DRAW_OPENS_AT && EARLIER_DRAW_ENTRIES_GONE_AT && Date.parse(joinedAt) < PRIZE_DRAW_OPENS_AT.getTime()) {
    if (now.getTime() >= EARLIER_DRAW_ENTRIES_GONE_AT.getTime()) await forgetPrizeDrawConsent(session);
    return;
  }
  if (now.getTime() < PRIZE_DRAW_ENTRIES_MAY_BE_GONE_AT.getTime()) return;
  try {
    const { myPrizeDrawEntry } = await callForData('MyPrizeDrawEntry', () =>
      getClient().query({ query: MyPrizeDrawEntryDocument }),
    );
    if (myPrizeDrawEntry) return;
  } catch (error) {
    logDataFailure(toDataError(error, 'PrizeDrawConsent'));
    return;
  }
  await forgetPrizeDrawConsent(session);
}

/** Removes her prize-draw consent record now; a failure is logged, never in her way. */
export async function forgetPrizeDrawConsent(session: SessionUser): Promise<void> {
  const name = CUSTOM_ATTRIBUTES.prizeDraw;
  try {
    await changeConsentRecords(session, (current) => (current[name] ? { remove: [name] } : {}));
  } catch (error) {
    logDataFailure(toDataError(error, 'PrizeDrawConsent'));
  }
}
