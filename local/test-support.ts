import { randomUUID } from 'node:crypto';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { Amplify } from 'aws-amplify';
import { ConsoleLogger } from 'aws-amplify/utils';
import type { SessionUser } from '@/lib/auth/session';
import { createManualClock } from './clock';
import { LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from './identity/pool';
import { startLocalStack, type LocalStack } from './server';

/** A fresh in-memory stack on a free port, quiet, with a clock the test can move. */
export async function startTestStack(): Promise<LocalStack & { clock: ReturnType<typeof createManualClock> }> {
  const clock = createManualClock();
  const stack = await startLocalStack({ port: 0, inMemory: true, clock, log: () => {} });
  return { ...stack, clock };
}

type TestStack = Awaited<ReturnType<typeof startTestStack>>;

/**
 * For a test file that talks to the stack through Amplify: starts one stack before its tests, points Amplify at
 * it and closes it afterwards. Returns a getter, since the stack exists only once `beforeAll` has run.
 */
export function useAmplifyTestStack(): () => TestStack {
  let stack: TestStack | undefined;
  beforeAll(async () => {
    stack = await startTestStack();
    configureAmplify(stack);
  });
  afterAll(() => stack?.close());
  return () => {
    if (!stack) throw new Error('the test stack starts in beforeAll');
    return stack;
  };
}

/** Points the real Amplify client at the stack, configured as the app configures it. */
export function configureAmplify(stack: LocalStack): void {
  // Amplify warns on every custom user-pool endpoint; that is the point here.
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: LOCAL_USER_POOL_ID,
        userPoolClientId: LOCAL_USER_POOL_CLIENT_ID,
        userPoolEndpoint: `${stack.url}/identity`,
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
}

/** The newest code mailed to `email`, read over HTTP as the e2e suite would. */
export async function latestCode(stack: LocalStack, email: string): Promise<string> {
  const response = await fetch(`${stack.url}/mailbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { code?: string }[] };
  const code = messages[0]?.code;
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Calls one Cognito action directly, for protocol details Amplify hides. */
export async function callCognito(
  stack: LocalStack,
  action: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${stack.url}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> };
}

/** Amplify rejects with an AuthError whose `name` is the service's error type. */
export async function errorNameOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).name;
  }
  throw new Error('expected the call to fail');
}

/** Where the lib/data stand-in client sends its requests, and the tokens it sends: set by useDataTestStack. */
const dataRequest = { graphqlUrl: '', token: '', idToken: '' };

/**
 * lib/data's request-scoped client needs Next's request context, so lib/data tests replace that one module:
 * `jest.mock('./client', () => jest.requireActual('@/local/test-support').dataTestClientModule)`. Its client
 * talks to the stack's real /graphql with the token of the member signed in last, as the app's sends the
 * session's access token, or her ID token for a call made with WITH_ID_TOKEN.
 */
export const dataTestClientModule = {
  WITH_ID_TOKEN: { sendIdToken: true },
  getClient: () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: new SetContextLink((previous) => ({
        headers: { authorization: previous.sendIdToken === true ? dataRequest.idToken : dataRequest.token },
      })).concat(new HttpLink({ uri: dataRequest.graphqlUrl })),
      defaultOptions: { query: { fetchPolicy: 'no-cache' }, mutate: { fetchPolicy: 'no-cache' } },
    }),
};

export interface DataTestStack {
  stack(): LocalStack;
  /** Signs her in and returns her session as getSession() builds it; the client sends her access token from then on. */
  signIn(email: string, password: string): Promise<SessionUser & { refreshToken: string }>;
  /** A new confirmed member with these Cognito attributes, signed in. */
  newMember(label: string, attributes?: Record<string, string>): Promise<SessionUser>;
  /** What the client sends instead, until the next sign-in (a tampered token, say). */
  sendToken(token: string): void;
  /** Where the client sends instead (an unreachable address, say); null for the stack's /graphql again. */
  sendTo(graphqlUrl: string | null): void;
}

/**
 * For a lib/data test file: one stack with its API before the tests, closed after; console.error is silenced
 * (and recorded) in each test, since failed loads are logged.
 */
export function useDataTestStack(): DataTestStack {
  let started: LocalStack | undefined;
  const stack = () => {
    if (!started) throw new Error('the test stack starts in beforeAll');
    return started;
  };
  beforeAll(async () => {
    started = await startLocalStack({ port: 0, inMemory: true, api: true, log: () => {} });
    dataRequest.graphqlUrl = `${started.url}/graphql`;
  }, 30_000);
  afterAll(() => started?.close());
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  async function signIn(email: string, password: string) {
    const { body } = await callCognito(stack(), 'InitiateAuth', {
      ClientId: LOCAL_USER_POOL_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    const { AccessToken, IdToken, RefreshToken } = body.AuthenticationResult;
    const claims = stack().identity.verifyToken(IdToken) as Record<string, string | undefined>;
    dataRequest.token = AccessToken;
    dataRequest.idToken = IdToken;
    return {
      sub: claims.sub ?? '',
      email: claims.email ?? '',
      givenName: claims.given_name,
      familyName: claims.family_name,
      phone: claims.phone_number,
      prefix: claims['custom:prefix'],
      groups: [],
      isAdmin: false,
      prizeDrawJoinedAt: claims['custom:prize_draw'] || undefined,
      accessToken: AccessToken,
      idToken: IdToken,
      refreshToken: RefreshToken,
    };
  }

  return {
    stack,
    signIn,
    async newMember(label, attributes = {}) {
      const email = `${label}-${randomUUID()}@example.com`;
      stack().identity.createUser({ email, password: 'Member-Passw0rd!', status: 'CONFIRMED', attributes });
      return signIn(email, 'Member-Passw0rd!');
    },
    sendToken: (token) => {
      dataRequest.token = token;
      dataRequest.idToken = token;
    },
    sendTo: (graphqlUrl) => {
      dataRequest.graphqlUrl = graphqlUrl ?? `${stack().url}/graphql`;
    },
  };
}
