import 'server-only';
import { HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ApolloClient, InMemoryCache, registerApolloClient } from '@apollo/client-integration-nextjs';
import { getSession } from '@/lib/auth/session';
import { config } from '@/lib/config';
import { checkHealthConsent } from './health-gate';

/** Server calls to the API give up after this long, so a hung API shows the fallback rather than a spinner. */
const REQUEST_TIMEOUT_MS = 8000;

/**
 * Forwards the signed-in user's access token (or her ID token: WITH_ID_TOKEN), raw as AppSync expects it. The
 * token is read from the verified session of this request (getSession is cached per request), never from a module-level variable, so one
 * user's token can never reach another's request. No session: the call is not made at all. Nor is a health
 * operation while she has withdrawn her consent (health-gate.ts): every screen and form reads through here.
 */
const authLink = new SetContextLink(async (previous, operation) => {
  const session = await getSession();
  if (!session) throw new Error('No signed-in user for a data call');
  await checkHealthConsent(operation.operationName ?? '', session);
  const token = previous.sendIdToken === true ? session.idToken : session.accessToken;
  return { headers: { ...previous.headers, authorization: token } };
});

/**
 * A call's context that sends her ID token instead (AppSync accepts either for Cognito auth): the API copies
 * the verified email it carries onto her User record, the address reminders go to. Only for the calls that
 * are meant to record it (lib/data/users.ts).
 */
export const WITH_ID_TOKEN = { sendIdToken: true } as const;

/**
 * One Apollo Client per request (registerApolloClient keeps it in React's request cache). Everything it
 * fetches is personal, so nothing is cached: not by Apollo (`no-cache`), not by Next's fetch cache (`no-store`).
 * Errors throw (Apollo's default errorPolicy `none`); lib/data turns them into DataError.
 */
export const { getClient } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: authLink.concat(
        new HttpLink({
          uri: config.graphqlUrl,
          fetchOptions: { cache: 'no-store' },
          fetch: (input, init) => {
            const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
            return fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
          },
        }),
      ),
      defaultOptions: {
        query: { fetchPolicy: 'no-cache' },
        mutate: { fetchPolicy: 'no-cache' },
        watchQuery: { fetchPolicy: 'no-cache' },
      },
    }),
);
