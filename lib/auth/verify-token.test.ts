import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { verifyCognitoToken, type VerifierConfig } from './verify-token';

const clientId = 'testclient000000000000001';
let server: Server;
let verifier: VerifierConfig;
let signingKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(request.url?.endsWith('/.well-known/jwks.json') ? { keys: [jwk] } : {}));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  verifier = { issuer: `http://127.0.0.1:${port}/identity/eu-west-2_TestPool`, userPoolClientId: clientId };
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

interface TokenOptions {
  claims?: Record<string, unknown>;
  key?: CryptoKey;
  expiresInSeconds?: number;
  issuer?: string;
}

async function idToken({ claims = {}, key = signingKey, expiresInSeconds = 3600, issuer }: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ token_use: 'id', aud: clientId, email: 'a@example.com', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
    .setSubject('user-1')
    .setIssuer(issuer ?? verifier.issuer)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + expiresInSeconds)
    .sign(key);
}

describe('verifyCognitoToken', () => {
  it('accepts a valid id token from the configured pool and client', async () => {
    const claims = await verifyCognitoToken(await idToken(), 'id', verifier);
    expect(claims).toMatchObject({ sub: 'user-1', email: 'a@example.com' });
  });

  it('accepts an access token whose client_id is the app client', async () => {
    const token = await idToken({ claims: { token_use: 'access', aud: undefined, client_id: clientId } });
    expect(await verifyCognitoToken(token, 'access', verifier)).not.toBeNull();
  });

  it('tolerates five minutes of clock skew and no more', async () => {
    expect(await verifyCognitoToken(await idToken({ expiresInSeconds: -120 }), 'id', verifier)).not.toBeNull();
    expect(await verifyCognitoToken(await idToken({ expiresInSeconds: -400 }), 'id', verifier)).toBeNull();
  });

  it.each([
    ['another issuer', { issuer: 'https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_Other' }],
    ['another app client', { claims: { aud: 'someoneelse0000000000000001' } }],
    ['an access token presented as an id token', { claims: { token_use: 'access' } }],
  ])('refuses a token from %s', async (_label, options) => {
    expect(await verifyCognitoToken(await idToken(options as TokenOptions), 'id', verifier)).toBeNull();
  });

  it('refuses a token signed with a key the pool does not publish', async () => {
    expect(await verifyCognitoToken(await idToken({ key: otherKey }), 'id', verifier)).toBeNull();
  });

  it('refuses a token whose claims were edited after signing', async () => {
    const [header, , signature] = (await idToken()).split('.');
    const edited = Buffer.from(
      JSON.stringify({ sub: 'admin', token_use: 'id', aud: clientId, iss: verifier.issuer, exp: 4102444800 }),
    ).toString('base64url');
    expect(await verifyCognitoToken(`${header}.${edited}.${signature}`, 'id', verifier)).toBeNull();
  });

  it('refuses an unsigned token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ sub: 'user-1', token_use: 'id', aud: clientId, iss: verifier.issuer }),
    ).toString('base64url');
    expect(await verifyCognitoToken(`${header}.${body}.`, 'id', verifier)).toBeNull();
  });

  it('refuses rubbish', async () => {
    expect(await verifyCognitoToken('not-a-token', 'id', verifier)).toBeNull();
  });
});
