import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { timeoutLink } from './request-timeout';

const QUERY = gql`
  query Ping {
    ping
  }
`;

/** An API that answers after `ms`, unless the call gives up first. */
const answeringAfter =
  (ms: number): typeof fetch =>
  (_input, init) =>
    new Promise((resolve, reject) => {
      const answer = setTimeout(() => resolve(Response.json({ data: { ping: 'pong' } })), ms);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(answer);
        reject(init.signal?.reason);
      });
    });

const clientWith = (defaultMs: number, apiMs: number) =>
  new ApolloClient({
    cache: new InMemoryCache(),
    link: timeoutLink(defaultMs).concat(new HttpLink({ uri: 'http://api.test/graphql', fetch: answeringAfter(apiMs) })),
    defaultOptions: { query: { fetchPolicy: 'no-cache' } },
  });

test('a call gives up after the usual time, as a timeout', async () => {
  await expect(clientWith(50, 300).query({ query: QUERY })).rejects.toMatchObject({ name: 'TimeoutError' });
});

test('a call whose context names a longer time waits for an answer that comes after the usual time', async () => {
  const answer = await clientWith(50, 300).query({ query: QUERY, context: { timeoutMs: 2_000 } });
  expect(answer.data).toEqual({ ping: 'pong' });
});
