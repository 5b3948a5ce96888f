import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { LOCAL_SERVER_CREDENTIALS } from '@/lib/local-stack';
import { CognitoError } from './errors';
import { LOCAL_REGION } from './pool';

/** The parts of an HTTP request a Signature Version 4 signature covers. */
export interface SignedRequest {
  method: string;
  /** The request target as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const SERVICE = 'cognito-idp';
/** AWS refuses a signature whose time is more than 15 minutes from its own. */
const MAX_SKEW_MS = 15 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

const missingToken = () => new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token');
const incomplete = (message: string) => new CognitoError('IncompleteSignatureException', message);
const mismatch = () =>
  new CognitoError(
    'InvalidSignatureException',
    'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
  );

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
}

/** `AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…` → its three parts. */
function parseAuthorization(value: string) {
  if (!value.startsWith(`${ALGORITHM} `)) throw incomplete(`Authorization header must use ${ALGORITHM}.`);
  const parts = Object.fromEntries(
    value
      .slice(ALGORITHM.length + 1)
      .split(',')
      .map((part) => part.trim().split('=', 2) as [string, string]),
  );
  const { Credential: credential, SignedHeaders: signedHeaders, Signature: signature } = parts;
  if (!credential || !signedHeaders || !signature)
    throw incomplete("Authorization header requires 'Credential', 'SignedHeaders' and 'Signature' parameters.");
  const [accessKeyId, ...scope] = credential.split('/');
  return { accessKeyId, scope: scope.join('/'), signedHeaders: signedHeaders.split(';'), signature };
}

/** Each path segment URI-encoded once more, as SigV4 asks of every service but S3. */
function canonicalPath(url: string): string {
  return (url.split('?')[0] || '/')
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`))
    .join('/');
}

/** `20261123T120000Z` → epoch milliseconds, or NaN. */
function amzDateToMs(amzDate: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  return match ? Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, +match[4]!, +match[5]!, +match[6]!) : NaN;
}

/**
 * Checks that an admin call is signed as the web server signs it on AWS (AWS SDK, Signature Version 4) with the
 * local server key (LOCAL_SERVER_CREDENTIALS): the key id, the credential scope (this region, cognito-idp), the
 * time (within 15 minutes of this service's clock) and the signature itself, recomputed over the method, path,
 * query, signed headers and body. Refused the way AWS refuses: no signature, an unknown key, a wrong signature.
 * Not emulated: IAM policies beyond "this key may call the actions the service serves", session tokens.
 */
export function verifyServerSignature(request: SignedRequest, now: number): void {
  const authorization = header(request.headers, 'authorization');
  if (!authorization) throw missingToken();
  const { accessKeyId, scope, signedHeaders, signature } = parseAuthorization(authorization);
  if (accessKeyId !== LOCAL_SERVER_CREDENTIALS.accessKeyId) {
    throw new CognitoError('UnrecognizedClientException', 'The security token included in the request is invalid.');
  }
  const amzDate = header(request.headers, 'x-amz-date');
  const signedAt = amzDateToMs(amzDate);
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date') || Number.isNaN(signedAt)) {
    throw incomplete('The request must sign the host and x-amz-date headers.');
  }
  if (Math.abs(now - signedAt) > MAX_SKEW_MS) {
    throw new CognitoError('InvalidSignatureException', `Signature expired: ${amzDate} is more than 15 minutes away.`);
  }
  const day = amzDate.slice(0, 8);
  if (scope !== `${day}/${LOCAL_REGION}/${SERVICE}/aws4_request`) throw mismatch();

  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url),
    // Cognito's JSON protocol sends no query string; a request with one does not verify.
    request.url.includes('?') ? '?' : '',
    ...signedHeaders.map((name) => `${name}:${header(request.headers, name)}`),
    '',
    signedHeaders.join(';'),
    // The body as received, never a hash header the caller may send unsigned: as AWS's JSON services do.
    sha256(request.body),
  ].join('\n');
  const stringToSign = [ALGORITHM, amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = [day, LOCAL_REGION, SERVICE, 'aws4_request'].reduce<Buffer>(
    (previous, part) => hmac(previous, part),
    Buffer.from(`AWS4${LOCAL_SERVER_CREDENTIALS.secretAccessKey}`, 'utf8'),
  );
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw mismatch();
}
