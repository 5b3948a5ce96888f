import type { IncomingMessage, ServerResponse } from 'node:http';

/** The app runs on some localhost port (3000 for `next dev`, others for Playwright); nothing else may call in. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** Headers browsers' Amplify and Apollo send cross-origin. */
const ALLOWED_HEADERS = [
  'content-type',
  'x-amz-target',
  'x-amz-user-agent',
  'cache-control',
  'authorization',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
  'x-amz-date',
  'x-amz-security-token',
  'x-api-key',
].join(', ');

export function isLocalOrigin(origin: string | undefined): origin is string {
  return typeof origin === 'string' && LOCAL_ORIGIN.test(origin);
}

/** Adds CORS headers for a localhost origin; answers the preflight itself. Returns true when it did. */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (isLocalOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', 'x-amzn-errortype, x-amzn-requestid, date');
  }
  if (req.method !== 'OPTIONS') return false;
  if (isLocalOrigin(origin)) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.writeHead(204).end();
  return true;
}
