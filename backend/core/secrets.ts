import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { isDeployed } from './deployed';

/**
 * Secrets on AWS are read from Secrets Manager when they are first needed, never put in a function's
 * environment: anyone allowed lambda:GetFunctionConfiguration can read an environment, while a secret is readable
 * only by the roles granted it. The environment names the secret by ARN (`*_ARN`, set by infra/). Without an ARN
 * the plain variable is the value, which is how the local stack and the tests configure it; on AWS neither is
 * an error, so a deployment that forgot its secret fails loudly instead of falling back to a local default.
 *
 * Framework-free (no `server-only`): the Lambdas bundle it with esbuild, and the Next server imports it too.
 */
export interface SecretSource {
  /** The variable holding the secret's ARN; set on AWS. */
  arnVariable: string;
  /** The variable holding the value itself; the local stack's and tests' way. */
  plainVariable: string;
}

/** Long enough to spare Secrets Manager a call per request, short enough that a rotated secret is used soon. */
export const SECRET_CACHE_MS = 5 * 60_000;

type Env = Record<string, string | undefined>;

const cache = new Map<string, { value: Promise<string>; readAt: number }>();
let client: SecretsManagerClient | undefined;

/**
 * The secret's value: from Secrets Manager by ARN (cached for SECRET_CACHE_MS), else the plain variable, else
 * undefined locally for the caller's own default. Throws on AWS when neither is set.
 */
export async function readSecret(source: SecretSource, env: Env = process.env): Promise<string | undefined> {
  const arn = env[source.arnVariable];
  if (arn) return cachedSecret(arn);
  const plain = env[source.plainVariable];
  if (plain) return plain;
  if (isDeployed(env))
    throw new Error(`${source.arnVariable} must be set on AWS (${source.plainVariable} is for the local stack)`);
  return undefined;
}

function cachedSecret(arn: string): Promise<string> {
  const cached = cache.get(arn);
  if (cached && Date.now() - cached.readAt < SECRET_CACHE_MS) return cached.value;
  // The promise is cached, so concurrent first calls share one request; a failed read is forgotten and retried.
  const value = fetchSecret(arn).catch((error: unknown) => {
    if (cache.get(arn)?.value === value) cache.delete(arn);
    throw error;
  });
  cache.set(arn, { value, readAt: Date.now() });
  return value;
}

async function fetchSecret(arn: string): Promise<string> {
  client ??= new SecretsManagerClient({});
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  // The ARN names the secret, never its value, so the message may say which one is wrong.
  if (!SecretString) throw new Error(`Secret ${arn} has no string value`);
  return SecretString;
}
