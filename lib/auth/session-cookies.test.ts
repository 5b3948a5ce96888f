import { readStoredTokens } from './session-cookies';

const clientId = 'client123';
const prefix = `CognitoIdentityServiceProvider.${clientId}`;

function jar(entries: Record<string, string>) {
  return { get: (name: string) => (name in entries ? { value: entries[name] as string } : undefined) };
}

describe('readStoredTokens', () => {
  it('finds the last user’s tokens under Amplify’s cookie names', () => {
    const tokens = readStoredTokens(
      jar({
        [`${prefix}.LastAuthUser`]: 'a1b2-c3',
        [`${prefix}.a1b2-c3.idToken`]: 'id.token.value',
        [`${prefix}.a1b2-c3.accessToken`]: 'access.token.value',
      }),
      clientId,
    );
    expect(tokens).toEqual({ username: 'a1b2-c3', idToken: 'id.token.value', accessToken: 'access.token.value' });
  });

  it('decodes a username that Amplify stored URL-encoded', () => {
    const tokens = readStoredTokens(
      jar({
        [`${prefix}.LastAuthUser`]: 'demo%40example.com',
        [`${prefix}.demo%40example.com.idToken`]: 'id',
        [`${prefix}.demo%40example.com.accessToken`]: 'access',
      }),
      clientId,
    );
    expect(tokens?.username).toBe('demo@example.com');
  });

  it('gives nothing without a last user or with a token missing', () => {
    expect(readStoredTokens(jar({}), clientId)).toBeNull();
    expect(
      readStoredTokens(jar({ [`${prefix}.LastAuthUser`]: 'u', [`${prefix}.u.idToken`]: 'id' }), clientId),
    ).toBeNull();
  });

  it('ignores another app client’s cookies', () => {
    const other = 'CognitoIdentityServiceProvider.other';
    expect(
      readStoredTokens(
        jar({ [`${other}.LastAuthUser`]: 'u', [`${other}.u.idToken`]: 'i', [`${other}.u.accessToken`]: 'a' }),
        clientId,
      ),
    ).toBeNull();
  });
});
