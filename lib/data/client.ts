import 'server-only';
import { ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ApolloClient, InMemoryCache, registerApolloClient } from '@apollo/client-integration-nextjs';
import { getSession } from '@/lib/auth/session';
import { config } from '@/lib/config';
import { checkHealthConsent } from './health-gate';
import { timeoutLink } from './request-timeout';

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
 * the verified email it carries onto her User record, the address reminders go to, and takes it as proof that
 * an entry in the prize draw under that email is hers. Only for the calls that are meant to use it
 * (lib/data/users.ts, entering the prize draw in lib/data/prize-draw.ts).
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
      // Each call gives up after REQUEST_TIMEOUT_MS, or the time its context names (WAIT_FOR_ERASURE).
      link: ApolloLink.from([
        authLink,
        timeoutLink(),
        new HttpLink({ uri: config.graphqlUrl, fetchOptions: { cache: 'no-store' } }),
      ]),
      defaultOptions: {
        query: { fetchPolicy: 'no-cache' },
        mutate: { fetchPolicy: 'no-cache' },
        watchQuery: { fetchPolicy: 'no-cache' },
      },
    }),
);
