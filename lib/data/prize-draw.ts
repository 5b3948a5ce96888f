import 'server-only';
import {
  EnterPrizeDrawDocument,
  MyPrizeDrawEntryDocument,
  WithdrawPrizeDrawEntryDocument,
  type PrizeDrawEntryFieldsFragment,
} from '@/graphql/generated/types';
import type { SessionUser } from '@/lib/auth/session';
import { getClient, WITH_ID_TOKEN } from './client';
import { callForData, loaded, type LoadResult } from './calls';

/** Her entry in the free prize draw: the email it is under and when she was entered. */
export type PrizeDrawEntry = Pick<PrizeDrawEntryFieldsFragment, 'email' | 'createdAt'>;

const toEntry = ({ email, createdAt }: PrizeDrawEntryFieldsFragment): PrizeDrawEntry => ({ email, createdAt });

/** Her entry, or null when she is not entered. `session` is the caller's requireUser(): the API answers for it. */
export function loadMyPrizeDrawEntry(session: SessionUser): Promise<LoadResult<PrizeDrawEntry | null>> {
  void session;
  return loaded('MyPrizeDrawEntry', async () => {
    const data = await callForData('MyPrizeDrawEntry', () => getClient().query({ query: MyPrizeDrawEntryDocument }));
    return data.myPrizeDrawEntry ? toEntry(data.myPrizeDrawEntry) : null;
  });
}

/**
 * Her entry as entering answered it. `fromEntryForm`: it was made with her email on the entry form for people
 * without an account, and is now part of her account.
 */
export type PrizeDrawEntering = PrizeDrawEntry & { fromEntryForm: boolean };

/**
 * Enters her with her sign-in email (once per person; a repeat gives the same entry). Sent with her ID token: its
 * verified email is what lets the API make an entry made with that email on the entry form hers (anyone can type
 * any email there), rather than refuse her as already entered. Throws DataError.
 */
export async function enterMyPrizeDraw(): Promise<PrizeDrawEntering> {
  const data = await callForData('EnterPrizeDraw', () =>
    getClient().mutate({ mutation: EnterPrizeDrawDocument, variables: {}, context: WITH_ID_TOKEN }),
  );
  return { ...toEntry(data.enterPrizeDraw), fromEntryForm: Boolean(data.enterPrizeDraw.linkedAt) };
}

/** Withdraws her entry: it is deleted, so no later draw can choose it. Throws DataError. */
export async function withdrawMyPrizeDrawEntry(): Promise<void> {
  await callForData('WithdrawPrizeDrawEntry', () => getClient().mutate({ mutation: WithdrawPrizeDrawEntryDocument }));
}
