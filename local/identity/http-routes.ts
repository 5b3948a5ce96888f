import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, readBody } from '../http/body';
import { sendJson, type LocalRoute } from '../http/router';
import { ACTIONS, SERVER_ACTIONS, type CognitoAction } from './actions';
import type { IdentityContext } from './context';
import { CognitoError } from './errors';
import { verifyServerSignature } from './iam-signature';
import { IDENTITY_PATH, LOCAL_USER_POOL_ID } from './pool';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const AMZ_JSON = 'application/x-amz-json-1.1';

function sendCognito(res: ServerResponse, status: number, body: unknown, errorType?: string): void {
  const headers: Record<string, string> = {
    'content-type': AMZ_JSON,
    'cache-control': 'no-store',
    'x-amzn-requestid': randomUUID(),
  };
  if (errorType) headers['x-amzn-errortype'] = errorType;
  res.writeHead(status, headers);
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, error: CognitoError): void {
  sendCognito(res, error.status, { __type: error.type, message: error.message }, error.type);
}

/** The action `X-Amz-Target` names, and whether it is an admin action, served to the server's signature only. */
function actionOf(target: string | string[] | undefined): { run: CognitoAction; signed: boolean } | undefined {
  if (typeof target !== 'string' || !target.startsWith(TARGET_PREFIX)) return undefined;
  const name = target.slice(TARGET_PREFIX.length);
  if (Object.hasOwn(SERVER_ACTIONS, name))
    return { run: SERVER_ACTIONS[name as keyof typeof SERVER_ACTIONS], signed: true };
  return Object.hasOwn(ACTIONS, name) ? { run: ACTIONS[name] as CognitoAction, signed: false } : undefined;
}

/** One Cognito JSON-protocol call: `X-Amz-Target` names the action, the body is its input. */
async function handleCognitoCall(ctx: IdentityContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const target = req.headers['x-amz-target'];
  const action = actionOf(target);
  if (!action) {
    sendError(res, new CognitoError('UnknownOperationException', `Unknown operation ${String(target)}`));
    return;
  }
  let request: unknown;
  try {
    const body = await readBody(req);
    // AWS checks who is calling before it reads what is asked.
    if (action.signed)
      verifyServerSignature(
        { method: req.method ?? 'POST', url: req.url ?? '/', headers: req.headers, body },
        ctx.clock.now(),
      );
    request = JSON.parse(body || '{}');
  } catch (error) {
    if (error instanceof CognitoError) sendError(res, error);
    else if (error instanceof BodyTooLargeError)
      sendError(res, new CognitoError('SerializationException', error.message, 413));
    else sendError(res, new CognitoError('SerializationException', 'Request body is not valid JSON'));
    return;
  }
  if (!request || typeof request !== 'object' || Array.isArray(request)) {
    sendError(res, new CognitoError('SerializationException', 'Request body must be a JSON object'));
    return;
  }
  try {
    sendCognito(res, 200, (await action.run(ctx, request as Record<string, unknown>)) ?? {});
  } catch (error) {
    if (error instanceof CognitoError) sendError(res, error);
    else throw error;
  }
}

/** `/identity`: the user-pool endpoint (POST) and, under the pool id, the issuer's JWKS and discovery document. */
export function identityRoute(ctx: IdentityContext): LocalRoute {
  const wellKnown = `${IDENTITY_PATH}/${LOCAL_USER_POOL_ID}/.well-known`;
  return {
    prefix: IDENTITY_PATH,
    async handle(req, res, url) {
      if (req.method === 'POST' && (url.pathname === IDENTITY_PATH || url.pathname === `${IDENTITY_PATH}/`)) {
        await handleCognitoCall(ctx, req, res);
      } else if (req.method === 'GET' && url.pathname === `${wellKnown}/jwks.json`) {
        sendJson(res, 200, { keys: [ctx.signingKey.publicJwk] });
      } else if (req.method === 'GET' && url.pathname === `${wellKnown}/openid-configuration`) {
        sendJson(res, 200, {
          issuer: ctx.issuer,
          jwks_uri: `${ctx.issuer}/.well-known/jwks.json`,
          id_token_signing_alg_values_supported: ['RS256'],
          subject_types_supported: ['public'],
          response_types_supported: ['code', 'token'],
        });
      } else {
        sendJson(res, 404, { message: 'Not found' });
      }
    },
  };
}

/** `/mailbox?to=<email>`: what the service would have emailed, newest first. */
export function mailboxRoute(ctx: IdentityContext): LocalRoute {
  return {
    prefix: '/mailbox',
    handle(req, res, url) {
      if (req.method !== 'GET') {
        sendJson(res, 405, { message: 'Method not allowed' });
        return;
      }
      const to = url.searchParams.get('to')?.trim().toLowerCase();
      const messages = ctx.store.data.mailbox.filter((message) => !to || message.to.toLowerCase() === to);
      sendJson(res, 200, { messages });
    },
  };
}
