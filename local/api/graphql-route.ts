import type { IncomingMessage, ServerResponse } from 'node:http';
import { identityFromVerifiedClaims, type Store } from '@/backend';
import { executeGraphQL } from '../appsync/execute-graphql';
import { BodyTooLargeError, readBody } from '../http/body';
import { sendJson, type LocalRoute } from '../http/router';
import type { IdentityService } from '../identity';

/**
 * AppSync's 401 bodies (Cognito user-pools auth mode). AppSync answers these before any resolver runs, with
 * the error type also in `x-amzn-errortype`; a valid token reaching a resolver that refuses it gets a 200
 * with an `Unauthorized` error instead (that part is the backend's).
 */
const UNAUTHORIZED = {
  missing: 'Valid authorization header not provided.',
  malformed: 'Unable to parse JWT token.',
  refused: 'You are not authorized to make this call.',
} as const;

/** AppSync's request limit is 1 MB too; nothing the app sends comes near it. */
const MAX_REQUEST_BYTES = 1024 * 1024;

function sendErrors(res: ServerResponse, status: number, errorType: string, message: string): void {
  sendJson(res, status, { errors: [{ errorType, message }] }, { 'x-amzn-errortype': errorType });
}

/** A JWT is three base64url parts; anything else is "unparseable" rather than "not authorised". */
function looksLikeJwt(token: string): boolean {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token);
}

interface GraphQLRequestBody {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

function parseRequestBody(text: string): GraphQLRequestBody | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string') return null;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  return {
    query,
    variables: variables as GraphQLRequestBody['variables'],
    operationName: operationName as string | null,
  };
}

export interface GraphQLRouteOptions {
  identity: IdentityService;
  store: Store;
  /** Resolves once the table exists and the demo data is in; requests wait for it rather than see a half-seeded store. */
  ready: Promise<void>;
  now?: () => Date;
  /** Introspection (`__schema`, `__type`): on unless false. On AWS it is off (QUERY_LIMITS.introspectionWhenDeployed). */
  introspection?: boolean;
}

/**
 * `POST /graphql` as AppSync serves it with Cognito user-pools auth: the raw token in `Authorization` (a
 * "Bearer " prefix is refused, as AppSync refuses it), verified as AppSync verifies it (signature, issuer,
 * client, expiry; not revocation), then the same executor and resolvers as on AWS.
 */
export function graphqlRoute(options: GraphQLRouteOptions): LocalRoute {
  return {
    prefix: '/graphql',
    async handle(req: IncomingMessage, res: ServerResponse) {
      if (req.method !== 'POST') {
        sendErrors(res, 405, 'MethodNotAllowedException', 'Only POST is supported.');
        return;
      }
      const token = (req.headers.authorization ?? '').trim();
      if (!token) return sendErrors(res, 401, 'UnauthorizedException', UNAUTHORIZED.missing);
      if (!looksLikeJwt(token)) return sendErrors(res, 401, 'UnauthorizedException', UNAUTHORIZED.malformed);
      const claims = options.identity.verifyToken(token);
      if (!claims) return sendErrors(res, 401, 'UnauthorizedException', UNAUTHORIZED.refused);

      let text: string;
      try {
        text = await readBody(req, MAX_REQUEST_BYTES);
      } catch (error) {
        if (error instanceof BodyTooLargeError)
          return sendErrors(res, 413, 'PayloadTooLargeException', 'Request too large.');
        throw error;
      }
      const body = parseRequestBody(text);
      if (!body) return sendErrors(res, 400, 'MalformedHttpRequestException', 'Unable to parse GraphQL request body.');

      await options.ready;
      // Named one by one: on Node 20 `{ ...body, identity, … }` alone took longer than the token check.
      const response = await executeGraphQL({
        query: body.query,
        variables: body.variables,
        operationName: body.operationName,
        identity: identityFromVerifiedClaims(claims, { sourceIp: req.socket.remoteAddress }),
        store: options.store,
        now: options.now,
        introspection: options.introspection,
      });
      sendJson(res, 200, response);
    },
  };
}
