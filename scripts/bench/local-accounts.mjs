// Imports TypeScript: only for benchmarks that run under tsx with the local stack in the same process.
import { LOCAL_USER_POOL_CLIENT_ID as CLIENT_ID } from '../../lib/local-stack';

const PASSWORD = 'Bench-Passw0rd!';

/**
 * A new confirmed account on the in-process local stack, signed in through its identity API (USER_PASSWORD_AUTH),
 * with the cookies Amplify's SSR storage writes, as e2e/support/sign-in.ts sets them. `cookies` is name → value;
 * `cookie` is the same as one Cookie header.
 */
export async function signedInWoman(stack, label) {
  const email = `bench-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  stack.identity.createUser({ email, password: PASSWORD, status: 'CONFIRMED', attributes: {} });
  const { AuthenticationResult: tokens } = await cognito(stack, 'InitiateAuth', {
    ClientId: CLIENT_ID,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD },
  });
  const claims = JSON.parse(Buffer.from(tokens.IdToken.split('.')[1], 'base64url').toString('utf8'));
  const username = claims['cognito:username'];
  const prefix = `CognitoIdentityServiceProvider.${CLIENT_ID}`;
  const cookies = {
    [`${prefix}.LastAuthUser`]: username,
    [`${prefix}.${username}.idToken`]: tokens.IdToken,
    [`${prefix}.${username}.accessToken`]: tokens.AccessToken,
    [`${prefix}.${username}.refreshToken`]: tokens.RefreshToken,
  };
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('; ');
  return { email, sub: claims.sub, accessToken: tokens.AccessToken, cookies, cookie };
}

async function cognito(stack, action, body) {
  const response = await fetch(`${stack.url}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${action}: ${response.status}`);
  return response.json();
}
