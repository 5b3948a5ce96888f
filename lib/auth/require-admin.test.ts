/** requireAdmin with the cookie store and token verification replaced: what matters is the Admin group. */
let groups: string[] | null = [];
jest.mock('next/headers', () => ({ cookies: async () => ({}) }));
jest.mock('./session-cookies', () => ({
  readStoredTokens: () => (groups ? { idToken: 'id', accessToken: 'access' } : null),
}));
jest.mock('./verify-token', () => ({
  verifyCognitoToken: async () => ({ sub: 'user-1', email: 'jo@example.com', 'cognito:groups': groups }),
}));

const { requireAdmin } = require('./session') as typeof import('./session');

test('an admin passes, as herself', async () => {
  groups = ['Members', 'Admin'];
  await expect(requireAdmin()).resolves.toMatchObject({ sub: 'user-1', isAdmin: true });
});

test('a signed-in member who is not an admin gets a 404, not a hint that the page exists', async () => {
  groups = ['Members'];
  await expect(requireAdmin()).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
});

test('someone signed out is sent to sign in, coming back to the admin page', async () => {
  groups = null;
  await expect(requireAdmin()).rejects.toMatchObject({ digest: expect.stringContaining('/?next=%2Fadmin') });
});
