import { Amplify } from 'aws-amplify';
import { ConsoleLogger } from 'aws-amplify/utils';
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
