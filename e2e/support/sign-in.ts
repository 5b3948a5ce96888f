import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CONSENT_VERSIONS } from '../../lib/auth/client/sign-up-attributes';
import { CUSTOM_ATTRIBUTES } from '../../lib/validation/custom-attributes';
import { encodeSignUpRequest } from '../../lib/validation/sign-up-request';
import { LOCAL_USER_POOL_CLIENT_ID as CLIENT_ID } from '../../local/identity/pool';
import { latestEmailedCode, localStackUrl, uniqueEmail } from './local-stack';

export interface Account {
  email: string;
  password: string;
}

export const demoAccount: Account = { email: 'demo@example.com', password: 'Demo-Passw0rd!' };

/** The seeded admin (local/identity/seed.ts). */
export const adminAccount: Account = { email: 'admin@example.com', password: 'Admin-Passw0rd!' };

async function cognito(request: APIRequestContext, action: string, body: unknown, stack = localStackUrl) {
  const response = await request.post(`${stack}/identity`, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    data: JSON.stringify(body),
  });
  expect(response.status(), `${action} at the local identity service`).toBe(200);
  return (await response.json()) as Record<string, any>;
}

/**
 * A new confirmed account, signed up and confirmed through the identity service as a visitor would. With
 * `joinedPrizeDraw` she sends the sign-up request the sign-up form sends (both consents and the draw), and
 * confirming makes her consent records from it; her browser may not write the records themselves. `stack` is
 * another local stack than the suite's, for a spec that starts its own.
 */
export async function createAccount(
  request: APIRequestContext,
  label: string,
  names: { given?: string; family?: string; joinedPrizeDraw?: boolean } = {},
  stack = localStackUrl,
) {
  const account: Account = { email: uniqueEmail(label), password: 'E2e-Passw0rd!' };
  const attributes = [
    { Name: 'email', Value: account.email },
    ...(names.given ? [{ Name: 'given_name', Value: names.given }] : []),
    ...(names.family ? [{ Name: 'family_name', Value: names.family }] : []),
    ...(names.joinedPrizeDraw
      ? [
          {
            Name: CUSTOM_ATTRIBUTES.signUpRequest,
            Value: encodeSignUpRequest({
              terms: CONSENT_VERSIONS.terms,
              health: CONSENT_VERSIONS.healthData,
              prizeDraw: true,
              source: 'direct',
            }),
          },
        ]
      : []),
  ];
  await cognito(
    request,
    'SignUp',
    { ClientId: CLIENT_ID, Username: account.email, Password: account.password, UserAttributes: attributes },
    stack,
  );
  const code = await latestEmailedCode(request, account.email, undefined, stack);
  await cognito(
    request,
    'ConfirmSignUp',
    { ClientId: CLIENT_ID, Username: account.email, ConfirmationCode: code },
    stack,
  );
  return account;
}

/** Her tokens from the local identity service (USER_PASSWORD_AUTH), as the sign-in screen would get them. */
export async function tokensOf(
  request: APIRequestContext,
  account: Account,
  stack = localStackUrl,
): Promise<{ IdToken: string; AccessToken: string; RefreshToken: string }> {
  const { AuthenticationResult: tokens } = await cognito(
    request,
    'InitiateAuth',
    {
      ClientId: CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    },
    stack,
  );
  return tokens;
}

/**
 * Signs in without the sign-in screen (that has its own tests): USER_PASSWORD_AUTH against the local identity
 * service, then the cookies Amplify's SSR cookie storage would write (lib/auth/session-cookies.ts). They are
 * set for the host `localhost`, so they reach every port the tests use.
 */
export async function signInAs(page: Page, account: Account, stack = localStackUrl): Promise<void> {
  const tokens = await tokensOf(page.request, account, stack);
  const claims = JSON.parse(Buffer.from(String(tokens.IdToken).split('.')[1] ?? '', 'base64url').toString('utf8'));
  const username = String(claims['cognito:username']);
  const prefix = `CognitoIdentityServiceProvider.${CLIENT_ID}`;
  const values: Record<string, string> = {
    [`${prefix}.LastAuthUser`]: username,
    [`${prefix}.${username}.idToken`]: tokens.IdToken,
    [`${prefix}.${username}.accessToken`]: tokens.AccessToken,
    [`${prefix}.${username}.refreshToken`]: tokens.RefreshToken,
  };
  await page.context().addCookies(
    Object.entries(values).map(([name, value]) => ({
      name,
      value,
      domain: 'localhost',
      path: '/',
      sameSite: 'Lax' as const,
    })),
  );
}
