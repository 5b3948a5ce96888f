import { z } from 'zod';
// A relative path: next.config.ts imports this file, and its loader does not resolve the @/ alias here.
import {
  localStackAddress,
  LOCAL_PRIZE_DRAW_SERVICE,
  LOCAL_REGION,
  LOCAL_USER_POOL_CLIENT_ID,
  LOCAL_USER_POOL_ID,
} from './local-stack';

/**
 * The one place the app reads its environment. Local and AWS run the same code; only these values differ.
 * Validated once at start-up (next.config.ts imports it), so a bad deployment fails before serving anything.
 *
 * Local mode is the default: the embedded stack's user pool, identity endpoint and GraphQL URL, at the address
 * LOCAL_STACK_PORT or LOCAL_STACK_URL gives (lib/local-stack.ts, which the stack itself reads too). A deployment
 * sets APP_DEPLOYED=true (an explicit flag: `next start` always sets NODE_ENV=production, even on a laptop)
 * and then must name its Cognito pool and AppSync URL, and may not point at a local endpoint.
 */
const poolIdPattern = /^[\w-]+_[0-9a-zA-Z]+$/; // spec section 5: Cognito's region_id form, at most 55 characters

const rawSchema = z.object({
  APP_DEPLOYED: z.enum(['true', 'false']).default('false'),
  AUTH_REGION: z
    .string()
    .regex(/^[a-z]{2}-[a-z]+-\d$/, 'must be an AWS region such as eu-west-2')
    .optional(),
  AUTH_USER_POOL_ID: z.string().max(55).regex(poolIdPattern, 'must look like eu-west-2_AbC123').optional(),
  AUTH_USER_POOL_CLIENT_ID: z
    .string()
    .regex(/^[a-z0-9]{1,128}$/, 'must be a Cognito app client id')
    .optional(),
  AUTH_USER_POOL_ENDPOINT: z.url().optional(),
  GRAPHQL_URL: z.url().optional(),
  SITE_URL: z.url().default('http://localhost:3000'),
  PRIZE_DRAW_SERVICE_USERNAME: z.string().max(128).optional(),
  PRIZE_DRAW_SERVICE_PASSWORD: z.string().max(256).optional(),
  PRIZE_DRAW_SERVICE_PASSWORD_ARN: z
    .string()
    .regex(/^arn:aws[\w-]*:secretsmanager:/, 'must be a Secrets Manager secret ARN')
    .optional(),
});

/**
 * Where the prize-draw service password is: on AWS a Secrets Manager secret named by ARN, locally the plain
 * variable (backend/core/secrets.ts). Only its presence is checked here: lib/data/free-entry.ts reads the value
 * when it signs in, so it is never in the environment on AWS, nor read when next.config loads this file.
 */
export const PRIZE_DRAW_SERVICE_PASSWORD = {
  arnVariable: 'PRIZE_DRAW_SERVICE_PASSWORD_ARN',
  plainVariable: 'PRIZE_DRAW_SERVICE_PASSWORD',
} as const;

export interface AppConfig {
  deployed: boolean;
  siteUrl: string;
  auth: {
    region: string;
    userPoolId: string;
    userPoolClientId: string;
    /** Set only locally: where Amplify sends Cognito's protocol instead of AWS. */
    userPoolEndpoint?: string;
    /** Tokens must carry exactly this `iss`; its JWKS is `${issuer}/.well-known/jwks.json`. */
    issuer: string;
  };
  graphqlUrl: string;
  /**
   * The site server's own account (group PrizeDrawService) that sends free prize-draw entries from visitors
   * without an account. Server-only; never in publicAuthConfig. Unset on a deployment that has not created it:
   * the free-entry form then says entry without an account is unavailable. Its password is not here
   * (PRIZE_DRAW_SERVICE_PASSWORD above).
   */
  prizeDrawService?: { username: string };
}

function isLocalUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '::1' || hostname === '[::1]' || hostname.startsWith('127.');
}

function prizeDrawService(raw: z.infer<typeof rawSchema>, deployed: boolean): AppConfig['prizeDrawService'] {
  const username = raw.PRIZE_DRAW_SERVICE_USERNAME;
  const password = Boolean(raw.PRIZE_DRAW_SERVICE_PASSWORD || raw.PRIZE_DRAW_SERVICE_PASSWORD_ARN);
  if (username && password) return { username };
  if (username || password)
    throw new Error(
      'Invalid configuration: set PRIZE_DRAW_SERVICE_USERNAME together with PRIZE_DRAW_SERVICE_PASSWORD_ARN (or PRIZE_DRAW_SERVICE_PASSWORD)',
    );
  return deployed ? undefined : { username: LOCAL_PRIZE_DRAW_SERVICE.username };
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = rawSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const raw = parsed.data;
  const deployed = raw.APP_DEPLOYED === 'true';

  if (deployed) {
    const missing = (['AUTH_REGION', 'AUTH_USER_POOL_ID', 'AUTH_USER_POOL_CLIENT_ID', 'GRAPHQL_URL'] as const).filter(
      (name) => !raw[name],
    );
    if (missing.length) throw new Error(`Invalid configuration: a deployed app needs ${missing.join(', ')}`);
    const localUrls = [raw.AUTH_USER_POOL_ENDPOINT, raw.GRAPHQL_URL].filter((url) => url && isLocalUrl(url));
    if (raw.AUTH_USER_POOL_ENDPOINT || localUrls.length) {
      throw new Error('Invalid configuration: a deployed app must use Cognito and AppSync, not a local endpoint');
    }
  }

  const region = raw.AUTH_REGION ?? LOCAL_REGION;
  const userPoolId = raw.AUTH_USER_POOL_ID ?? LOCAL_USER_POOL_ID;
  const localStack = () => {
    try {
      return localStackAddress(env).url;
    } catch (error) {
      throw new Error(`Invalid configuration: ${(error as Error).message}`);
    }
  };
  const userPoolEndpoint = deployed ? undefined : (raw.AUTH_USER_POOL_ENDPOINT ?? `${localStack()}/identity`);
  const issuer = userPoolEndpoint
    ? `${userPoolEndpoint.replace(/\/$/, '')}/${userPoolId}`
    : `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;

  return {
    deployed,
    siteUrl: raw.SITE_URL.replace(/\/$/, ''),
    auth: {
      region,
      userPoolId,
      userPoolClientId: raw.AUTH_USER_POOL_CLIENT_ID ?? LOCAL_USER_POOL_CLIENT_ID,
      userPoolEndpoint,
      issuer,
    },
    graphqlUrl: raw.GRAPHQL_URL ?? `${localStack()}/graphql`,
    prizeDrawService: prizeDrawService(raw, deployed),
  };
}

export const config: AppConfig = parseConfig(process.env);

/** What the browser needs to talk to the user pool: ids and endpoints only, nothing secret. */
export type PublicAuthConfig = Omit<AppConfig['auth'], 'issuer'>;

export function publicAuthConfig(appConfig: AppConfig = config): PublicAuthConfig {
  const { issuer: _issuer, ...rest } = appConfig.auth;
  return rest;
}
