import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { ADMIN_GROUP } from '@/graphql/generated/enums';
import type { AppSyncIdentity } from '@/backend/core/identity';
import { startDynalite } from '@/local/store/dynalite';
import { createStore, type Store } from '@/backend/store/store';
import { ensureTable } from '@/backend/store/table';
import { executeGraphQL, type GraphQLResponse } from '@/local/appsync/execute-graphql';

/**
 * Test support: an in-memory DynamoDB with the table, started once per test file. Tests reach the resolvers
 * through the local AppSync emulator (local/appsync), as a client would; nothing outside tests imports this.
 */
/** Starts one in-memory store before a test file's tests and stops it after; the getter works from beforeAll on. */
export function useTestStore(): () => Store {
  let started: Awaited<ReturnType<typeof startTestStore>> | undefined;
  beforeAll(async () => {
    started = await startTestStore();
  });
  afterAll(() => started?.close());
  return () => {
    if (!started) throw new Error('the test store starts in beforeAll');
    return started.store;
  };
}

export async function startTestStore(): Promise<{ store: Store; endpoint: string; close(): Promise<void> }> {
  const dynamo = await startDynalite();
  const store = createStore({
    endpoint: dynamo.endpoint,
    region: 'eu-west-2',
    tableName: 'BreastCheckTest',
    tokenSecret: 'test-secret-'.padEnd(40, 'x'),
  });
  await ensureTable(store.client, store.tableName);
  return {
    store,
    endpoint: dynamo.endpoint,
    async close() {
      store.client.destroy();
      await dynamo.close();
    },
  };
}

/** As AppSync describes a caller who sent her ID token: her verified email is among its claims. */
export function identityFor(sub: string = randomUUID(), groups: string[] = []): AppSyncIdentity {
  return {
    sub,
    username: `user-${sub.slice(0, 8)}@example.com`,
    issuer: 'https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_test',
    claims: {
      sub,
      email: `user-${sub.slice(0, 8)}@example.com`,
      email_verified: true,
      'cognito:groups': groups,
      token_use: 'id',
    },
    groups: groups.length ? groups : null,
    sourceIp: ['127.0.0.1'],
  };
}

/** As AppSync describes a caller who sent her access token, as the app does: no email claim. */
export function accessIdentityFor(sub: string = randomUUID(), groups: string[] = []): AppSyncIdentity {
  const identity = identityFor(sub, groups);
  const { email: _email, email_verified: _verified, ...claims } = identity.claims;
  return { ...identity, claims: { ...claims, token_use: 'access' } };
}

export function adminIdentity(): AppSyncIdentity {
  return identityFor(randomUUID(), ['Users', ADMIN_GROUP]);
}

/** Runs a GraphQL request as `identity` against `store`, the way the local stack does. */
export function graphqlAs(store: Store, identity: AppSyncIdentity | null, now?: Date) {
  return (query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse> =>
    executeGraphQL({ query, variables, identity, store, now: now ? () => now : undefined });
}

/**
 * The app's typed operations (lib/data's RunOperation) run as `identity` against `store`: the same code the app
 * runs through Apollo, tested without a server. A GraphQL error is thrown as `errorType: message`.
 */
export function operationsAs(store: Store, identity: AppSyncIdentity, now?: Date) {
  const gql = graphqlAs(store, identity, now);
  return async <Data, Variables>(document: TypedDocumentNode<Data, Variables>, variables: Variables): Promise<Data> => {
    const response = await gql(print(document), variables as Record<string, unknown>);
    const [error] = response.errors ?? [];
    if (error) throw new Error(`${error.errorType}: ${error.message}`);
    return response.data as Data;
  };
}
