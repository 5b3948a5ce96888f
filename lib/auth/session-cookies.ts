/**
 * Where Amplify (with `ssr: true`) keeps the session: cookies named after the app client and the last user.
 * Their names are Amplify's, so they cannot carry the `__Host-` prefix; they hold no health data.
 */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

export interface StoredTokens {
  username: string;
  idToken: string;
  accessToken: string;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function sessionCookiePrefix(clientId: string): string {
  return `CognitoIdentityServiceProvider.${clientId}`;
}

export function readStoredTokens(cookies: CookieReader, clientId: string): StoredTokens | null {
  const prefix = sessionCookiePrefix(clientId);
  const lastUser = cookies.get(`${prefix}.LastAuthUser`)?.value;
  if (!lastUser) return null;
  const username = decode(lastUser);
  const userPrefix = `${prefix}.${encodeURIComponent(username)}`;
  const idToken = cookies.get(`${userPrefix}.idToken`)?.value ?? cookies.get(`${prefix}.${username}.idToken`)?.value;
  const accessToken =
    cookies.get(`${userPrefix}.accessToken`)?.value ?? cookies.get(`${prefix}.${username}.accessToken`)?.value;
  if (!idToken || !accessToken) return null;
  return { username, idToken: decode(idToken), accessToken: decode(accessToken) };
}
