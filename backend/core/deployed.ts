type Env = Record<string, string | undefined>;

/**
 * Running on Lambda, or the web server deployed (lib/config.ts): the places a local default would be wrong.
 * Framework- and SDK-free, so the Lambdas, the Next server and code shared with the build can all ask.
 */
export function isDeployed(env: Env = process.env): boolean {
  return Boolean(env.AWS_LAMBDA_FUNCTION_NAME) || env.APP_DEPLOYED === 'true';
}
