import 'server-only';
import {
  EnterPrizeDrawDocument,
  MyPrizeDrawEntryDocument,
  WithdrawPrizeDrawEntryDocument,
  type PrizeDrawEntryFieldsFragment,
} from '@/graphql/generated/types';
import type { SessionUser } from '@/lib/auth/session';
import { getClient } from './client';
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

/** Enters her with her sign-in email (once per person; a repeat gives the same entry). Throws DataError. */
export async function enterMyPrizeDraw(): Promise<PrizeDrawEntry> {
  const data = await callForData('EnterPrizeDraw', () =>
    getClient().mutate({ mutation: EnterPrizeDrawDocument, variables: {} }),
  );
  return toEntry(data.enterPrizeDraw);
}

/** Withdraws her entry: it is deleted, so no later draw can choose it. Throws DataError. */
export async function withdrawMyPrizeDrawEntry(): Promise<void> {
  await callForData('WithdrawPrizeDrawEntry', () => getClient().mutate({ mutation: WithdrawPrizeDrawEntryDocument }));
}
