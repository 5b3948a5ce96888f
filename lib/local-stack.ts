/**
 * Where the app finds the embedded local stack, and the ids of the stack's one user pool. lib/config.ts and
 * local/ both take them from here, so the stack and the app it serves cannot disagree. No imports: next.config
 * loads this through lib/config.ts, and local/ runs it under tsx.
 *
 * The pool ids are fixed values in Cognito's own shapes (`region_id`, 26 lowercase alphanumerics), so the same
 * validation and Amplify code paths run locally and on AWS.
 */
export const LOCAL_REGION = 'eu-west-2';
export const LOCAL_USER_POOL_ID = `${LOCAL_REGION}_LocalPool01`;
export const LOCAL_USER_POOL_CLIENT_ID = 'localclient0breastcheck001';

export const DEFAULT_LOCAL_STACK_PORT = 4010;

/**
 * The site server's own account for free prize-draw entries (group PrizeDrawService), seeded in the local pool.
 * A public local value, like the demo accounts; a deployment names its own in PRIZE_DRAW_SERVICE_USERNAME and
 * its password's Secrets Manager secret in PRIZE_DRAW_SERVICE_PASSWORD_ARN.
 */
export const LOCAL_PRIZE_DRAW_SERVICE = {
  username: 'prize-draw-service@example.com',
  password: 'Service-Passw0rd!',
} as const;

/**
 * The web server's AWS access key for the local identity service's admin actions (AdminUpdateUserAttributes,
 * AdminDeleteUserAttributes), which it serves only to requests signed with it (SigV4), as Cognito serves them only
 * to IAM credentials allowed them. A public local value, like the demo accounts: on AWS the server signs with its
 * Lambda role's credentials, and no key exists.
 */
export const LOCAL_SERVER_CREDENTIALS = {
  accessKeyId: 'AKIALOCALWEBSERVER00',
  secretAccessKey: 'local-web-server-signing-key-not-for-aws',
} as const;

export interface LocalStackAddress {
  /** e.g. http://localhost:4010, without a trailing slash. */
  url: string;
  /** The port the stack listens on. */
  port: number;
}

function portFrom(text: string): number {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(port >= 1 && port <= 65535))
    throw new Error(`LOCAL_STACK_PORT must be a port number from 1 to 65535, not "${text}"`);
  return port;
}

/**
 * The local stack's address from the environment, read the same way by the stack (the port it listens on)
 * and by the app (the URLs it calls). Set LOCAL_STACK_PORT to move both together; LOCAL_STACK_URL names the
 * whole address instead (another host name). Both set with different ports is refused, naming both.
 */
export function localStackAddress(env: Record<string, string | undefined>): LocalStackAddress {
  const portText = env.LOCAL_STACK_PORT?.trim() || undefined;
  const urlText = env.LOCAL_STACK_URL?.trim() || undefined;
  if (!urlText) {
    const port = portText ? portFrom(portText) : DEFAULT_LOCAL_STACK_PORT;
    return { url: `http://localhost:${port}`, port };
  }
  let url: URL;
  try {
    url = new URL(urlText);
  } catch {
    throw new Error(
      `LOCAL_STACK_URL must be a URL such as http://localhost:${DEFAULT_LOCAL_STACK_PORT}, not "${urlText}"`,
    );
  }
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (portText && portFrom(portText) !== port) {
    throw new Error(
      `LOCAL_STACK_URL (${urlText}) and LOCAL_STACK_PORT (${portText}) name different ports: ` +
        'set LOCAL_STACK_PORT alone to move the local stack and the app together',
    );
  }
  return { url: urlText.replace(/\/+$/, ''), port };
}
