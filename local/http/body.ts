import type { IncomingMessage } from 'node:http';

/** Bodies of the local APIs are small JSON documents; anything larger is refused rather than buffered. */
const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError('Request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
