/** getSession with the cookie store and token verification replaced: what her session carries from her ID token. */
jest.mock('next/headers', () => ({ cookies: async () => ({}) }));
jest.mock('./session-cookies', () => ({ readStoredTokens: () => ({ idToken: 'id', accessToken: 'access' }) }));
jest.mock('./verify-token', () => ({
  verifyCognitoToken: async () => ({
    sub: 'user-1',
    email: 'jo@example.com',
    given_name: 'Jo',
    phone_number: '+447700900982',
    'custom:prefix': 'Dr',
  }),
}));

const { getSession } = require('./session') as typeof import('./session');

test('the phone and title she gave at sign-up come with her session, for her first sign-in to copy', async () => {
  await expect(getSession()).resolves.toMatchObject({ givenName: 'Jo', phone: '+447700900982', prefix: 'Dr' });
});
