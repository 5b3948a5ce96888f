import 'server-only';

import { SetContextLink } from '@apollo/client/link/context';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { EnterPrizeDrawFreeDocument } from '@/graphql/generated/types';
import { readSecret } from '@/backend/core/secrets';
import { IdentityError, serviceSignIn } from '@/lib/auth/identity-api';
import { config, PRIZE_DRAW_SERVICE_PASSWORD } from '@/lib/config';
import { LOCAL_PRIZE_DRAW_SERVICE } from '@/lib/local-stack';
import { callForData } from './calls';
import { DataError, toDataError } from './errors';

/**
 * The free prize-draw route for visitors without an account. The API takes these entries only from the site
 * server's own account (group PrizeDrawService), never from a browser, so a visitor needs no token and the
 * API still knows who is calling. Its access token is the server's, not anyone's personal data, so it is kept
 * in the process until shortly before it expires. The password is read only to sign in: on AWS from Secrets
 * Manager (cached for minutes, so a rotated password is used at the next sign-in after that).
 */
const REQUEST_TIMEOUT_MS = 8000;
const RENEW_BEFORE_EXPIRY_MS = 5 * 60_000;

let serviceToken: { value: string; renewAfter: number } | null = null;

async function currentServiceToken(): Promise<string> {
  if (serviceToken && Date.now() < serviceToken.renewAfter) return serviceToken.value;
  const account = config.prizeDrawService;
  if (!account) throw new DataError('unavailable', 'EnterPrizeDrawFree', 'NoServiceAccount');
  try {
    // Unset only locally, where lib/config.ts has then named the seeded account.
    const password = (await readSecret(PRIZE_DRAW_SERVICE_PASSWORD)) ?? LOCAL_PRIZE_DRAW_SERVICE.password;
    const { accessToken, expiresInSeconds } = await serviceSignIn(account.username, password);
    serviceToken = { value: accessToken, renewAfter: Date.now() + expiresInSeconds * 1000 - RENEW_BEFORE_EXPIRY_MS };
    return accessToken;
  } catch (error) {
    throw new DataError('unavailable', 'EnterPrizeDrawFree', error instanceof IdentityError ? error.type : 'SignIn');
  }
}

const client = new ApolloClient({
  cache: new InMemoryCache(),
  link: new SetContextLink(async (previous) => ({
    headers: { ...previous.headers, authorization: await currentServiceToken() },
  })).concat(
    new HttpLink({
      uri: config.graphqlUrl,
      fetchOptions: { cache: 'no-store' },
      fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
    }),
  ),
  defaultOptions: { mutate: { fetchPolicy: 'no-cache' } },
});

const send = (name: string, email: string) =>
  callForData('EnterPrizeDrawFree', () =>
    client.mutate({ mutation: EnterPrizeDrawFreeDocument, variables: { input: { name, email } } }),
  );

/**
 * Enters a name and email in the draw. The API answers the same whether or not the email was already entered,
 * so neither can this. A refused token (revoked, or the pool's keys rotated) is renewed once. Throws DataError.
 */
export async function enterPrizeDrawWithoutAccount(entry: { name: string; email: string }): Promise<void> {
  try {
    await send(entry.name, entry.email);
  } catch (error) {
    if (toDataError(error, 'EnterPrizeDrawFree').kind !== 'unauthorised') throw error;
    serviceToken = null;
    await send(entry.name, entry.email);
  }
}
