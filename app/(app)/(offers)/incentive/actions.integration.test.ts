/**
 * "Get my code" against the local stack's /graphql: what she is told when no code can be given, in words that
 * fit why (none left, the offer gone, a claim that did not go through and may simply be pressed again).
 */
import { offerItem } from '@/backend/store/offers';
import { putIfAbsent } from '@/backend/store/records';
import { useDataTestStack } from '@/local/test-support';
import type { SessionUser } from '@/lib/auth/session';
import { DataError } from '@/lib/data/errors';
import { initialFormState } from '@/lib/forms/form-state';
import { CLAIM_MESSAGES, type ClaimField } from '@/lib/forms/offers';

let session: SessionUser;
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'http://localhost:3300' } }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ origin: 'http://localhost:3300' }) }));
jest.mock('@/lib/auth/session', () => ({ requireUser: async () => session }));
jest.mock('@/lib/data/client', () => jest.requireActual('@/local/test-support').dataTestClientModule);
// A failure the stack cannot be made to give on demand (a busy claim's Conflict) stands in for the real call.
let claimFails: DataError | null = null;
jest.mock('@/lib/data/offers', () => {
  const actual = jest.requireActual('@/lib/data/offers');
  return {
    ...actual,
    claimOfferCode: (offerId: string) => (claimFails ? Promise.reject(claimFails) : actual.claimOfferCode(offerId)),
  };
});

// Imported after the mocks so they pick them up.
const { claimCode } = require('./actions') as typeof import('./actions');

const data = useDataTestStack();
beforeEach(async () => {
  claimFails = null;
  session = await data.newMember('claimant');
});

async function offer(id: string, changes: Record<string, unknown> = {}) {
  await putIfAbsent(
    data.stack().api!.store,
    offerItem({
      ...{ id, partner: 'acme', category: 'HEALTH', title: 'Spa day', benefit: '10% off', terms: 'One use.' },
      ...{ howToUse: 'At checkout.', startDate: '2020-01-01', endDate: '2099-12-31', status: 'LIVE', revision: 1 },
      ...changes,
    }),
  );
  return id;
}

function claim(offerId: string) {
  const form = new FormData();
  form.set('offerId', offerId);
  return claimCode(initialFormState<ClaimField>(), form);
}

test('an offer with no codes left says so', async () => {
  const state = await claim(await offer('none-left'));
  expect(state).toMatchObject({ status: 'saved', message: CLAIM_MESSAGES.noneLeft, values: { noneLeft: 'true' } });
});

test.each([
  ['set back to draft', { status: 'DRAFT' }],
  ['ended', { status: 'ENDED' }],
  ['past its end date', { endDate: '2021-01-01' }],
])('an offer %s while her page was open says it is no longer available, not that codes ran out', async (_, changes) => {
  const state = await claim(await offer(`gone-${Object.values(changes).join('')}`, changes));
  expect(state).toMatchObject({ status: 'saved', message: CLAIM_MESSAGES.notLive, values: { notLive: 'true' } });
});

test('a claim that did not go through asks her to try again, and promises the same code if she got one', async () => {
  data.sendTo('http://127.0.0.1:9/graphql');
  try {
    const unreachable = await claim('spa');
    expect(unreachable).toMatchObject({ status: 'failed', message: CLAIM_MESSAGES.tryAgain });
  } finally {
    data.sendTo(null);
  }
  claimFails = new DataError('conflict', 'ClaimOfferCode', 'Conflict');
  expect(await claim('spa')).toMatchObject({ status: 'failed', message: CLAIM_MESSAGES.tryAgain });
});
