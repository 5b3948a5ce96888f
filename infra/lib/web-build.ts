import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EnvironmentConfig } from '../config';

/**
 * What `npm run build:aws` (scripts/build-aws.ts) records beside OpenNext's output: the values fixed into the
 * prerendered pages and the browser's Amplify configuration at build time. Both environments build into the one
 * `.open-next/`, so synthesis reads this to refuse another environment's build (bin/app.ts).
 */
export const BUILD_MARKER = 'build-environment.json';

export interface BuildEnvironment {
  siteUrl: string;
  /** For people comparing by hand with the identity stack's outputs: a token at synthesis, so not checked there. */
  userPoolId: string;
  userPoolClientId: string;
}

export function writeBuildEnvironment(buildDir: string, env: Record<string, string | undefined>): BuildEnvironment {
  const recorded: BuildEnvironment = {
    siteUrl: (env.SITE_URL ?? '').replace(/\/$/, ''),
    userPoolId: env.AUTH_USER_POOL_ID ?? '',
    userPoolClientId: env.AUTH_USER_POOL_CLIENT_ID ?? '',
  };
  writeFileSync(path.join(buildDir, BUILD_MARKER), `${JSON.stringify(recorded, null, 2)}\n`);
  return recorded;
}

export function readBuildEnvironment(buildDir: string): BuildEnvironment | undefined {
  const file = path.join(buildDir, BUILD_MARKER);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildEnvironment) : undefined;
}

/**
 * Whether this environment's web stack may deploy the build in buildDir. Another environment's build leaves this
 * environment's web stack out, with the reason (one app holds both environments, so deploying staging must not
 * stop because the build is not production's). A build no environment claims stops synthesis.
 */
export function webBuildFor(
  config: EnvironmentConfig,
  all: readonly EnvironmentConfig[],
  buildDir: string,
): { deploy: true } | { deploy: false; reason: string } {
  const built = readBuildEnvironment(buildDir);
  const rebuild = `build it again with \`SITE_URL=${config.siteUrl} … npm run build:aws\` (README, "Deploy")`;
  if (!built) {
    throw new Error(
      `${buildDir} has no ${BUILD_MARKER}, so nothing says which environment it was built for: ${rebuild}.`,
    );
  }
  if (built.siteUrl === config.siteUrl) return { deploy: true };
  const owner = all.find((candidate) => candidate.siteUrl === built.siteUrl);
  if (!owner) {
    throw new Error(
      `${buildDir} was built with SITE_URL=${built.siteUrl || '(unset)'}, which is no environment's siteUrl in ` +
        `infra/config.ts: its pages would refuse every form. For ${config.name}, ${rebuild}.`,
    );
  }
  return {
    deploy: false,
    reason:
      `${config.prefix}-Web left out: ${buildDir} was built for ${owner.name} (SITE_URL=${built.siteUrl}), and its ` +
      `pages carry that environment's pool and address. To deploy ${config.name}'s site, ${rebuild}.`,
  };
}
