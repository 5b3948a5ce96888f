/**
 * `npm run build:aws`: OpenNext's build for infra/ (`.open-next/`), then a note of the environment it was built
 * for, which synthesis checks (infra/lib/web-build.ts): the pool, its client and SITE_URL are fixed into the
 * prerendered pages, so one environment's build must never be deployed as the other's.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { writeBuildEnvironment } from '../infra/lib/web-build';

const REQUIRED = ['SITE_URL', 'AUTH_USER_POOL_ID', 'AUTH_USER_POOL_CLIENT_ID', 'GRAPHQL_URL'] as const;
const missing = REQUIRED.filter((name) => !process.env[name]);
if (missing.length > 0 || process.env.APP_DEPLOYED !== 'true') {
  console.error(
    `A build for AWS needs APP_DEPLOYED=true and ${missing.join(', ') || 'the values'} from the environment's ` +
      'deploy outputs (README, "Deploy").',
  );
  process.exit(1);
}

const build = spawnSync('npx', ['open-next', 'build'], { stdio: 'inherit', env: process.env });
if (build.status !== 0) process.exit(build.status ?? 1);

const recorded = writeBuildEnvironment(path.join(process.cwd(), '.open-next'), process.env);
console.log(`.open-next/ is ${recorded.siteUrl}'s build (pool ${recorded.userPoolId}).`);
