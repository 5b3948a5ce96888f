import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { ENVIRONMENTS } from '../config';
import { REPO_ROOT } from '../lib/schema';
import { FORWARD_HOST_CODE, SERVER_REQUEST_HEADERS } from '../lib/server-origin';
import { hasOpenNextBuild, openNextLayout, VERSIONED_ASSETS } from '../lib/web-stack';
import { nagErrors, synthEnvironment } from './synth';

/**
 * The web stack against a real OpenNext build (`npm run build:aws`), where stacks.test.ts uses a fixture: the
 * folders, handler, cache layout and behaviours OpenNext reports in open-next.output.json must be what the stack
 * deploys. CI does not build for AWS (four minutes of its thirty), so without .open-next/ this file skips.
 */
const buildDir = path.join(REPO_ROOT, ENVIRONMENTS.staging.web.buildDir);
const built = hasOpenNextBuild(buildDir);
if (!built) {
  console.info(
    `Skipping the web stack against a real OpenNext build: ${buildDir} does not exist (npm run build:aws makes it).`,
  );
}

interface OpenNextOutput {
  edgeFunctions: Record<string, unknown>;
  origins: {
    default: Record<string, unknown> & { handler: string; bundle: string };
    s3: { copy: { from: string; to: string; versionedSubDir?: string }[] };
  };
  behaviors: { pattern: string; origin?: string }[];
}

/**
 * Sends API Gateway v2 events (what a function URL delivers) to the real server bundle in a child process (it is
 * an ES module with its own Next.js) and returns the status of each answer.
 */
function invokeServer(
  serverDir: string,
  requests: { method: string; path: string; headers: Record<string, string> }[],
) {
  const script = `
    const { handler } = await import(${JSON.stringify(path.join(serverDir, 'index.mjs'))});
    const statuses = [];
    for (const { method, path, headers } of JSON.parse(process.argv[1])) {
      const event = { version: '2.0', routeKey: '$default', rawPath: path, rawQueryString: '', cookies: [], headers,
        requestContext: { http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'test' },
          domainName: headers.host, requestId: 'test' },
        isBase64Encoded: false, body: method === 'POST' ? '[]' : undefined };
      statuses.push((await handler(event, { getRemainingTimeInMillis: () => 10000 })).statusCode);
    }
    console.log('STATUSES ' + JSON.stringify(statuses));
    process.exit(0);`;
  const config = ENVIRONMENTS.staging;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(requests)], {
    cwd: serverDir,
    encoding: 'utf8',
    timeout: 60_000,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      APP_DEPLOYED: 'true',
      AUTH_REGION: config.region,
      AUTH_USER_POOL_ID: `${config.region}_Example01`,
      AUTH_USER_POOL_CLIENT_ID: 'example0client0id',
      GRAPHQL_URL: `https://example.appsync-api.${config.region}.amazonaws.com/graphql`,
      SITE_URL: config.siteUrl,
      AWS_REGION: config.region,
    },
  });
  return JSON.parse(/STATUSES (.*)/.exec(stdout)?.[1] ?? 'null') as number[];
}

/** What the tests read, synthesised once; only when the build exists (a skipped describe still runs its body). */
function load() {
  const output = JSON.parse(readFileSync(path.join(buildDir, 'open-next.output.json'), 'utf8')) as OpenNextOutput;
  const environment = synthEnvironment('staging', buildDir);
  const web = environment.template(environment.web);
  return {
    output,
    environment,
    web,
    distribution: Object.values(web.findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig,
    server: Object.values(
      web.findResources('AWS::Lambda::Function', { Properties: { Description: 'Next.js server (OpenNext)' } }),
    )[0]?.Properties,
    deployments: Object.values(web.findResources('Custom::CDKBucketDeployment')).map((resource) => resource.Properties),
  };
}

(built ? describe : describe.skip)('web stack against the real OpenNext build (.open-next/)', () => {
  let output: OpenNextOutput;
  let environment: ReturnType<typeof synthEnvironment>;
  let web: ReturnType<typeof load>['web'];
  let distribution: ReturnType<typeof load>['distribution'];
  let server: ReturnType<typeof load>['server'];
  let deployments: ReturnType<typeof load>['deployments'];
  beforeAll(() => ({ output, environment, web, distribution, server, deployments } = load()));
  const layout = openNextLayout(buildDir);
  const relative = (folder: string) => path.relative(REPO_ROOT, folder);

  it('runs the server bundle OpenNext made, by its handler, behind a buffered function URL', () => {
    expect(output.origins.default).toMatchObject({
      type: 'function',
      bundle: relative(layout.server),
      streaming: false,
      wrapper: 'aws-lambda',
      converter: 'aws-apigw-v2', // a function URL sends API Gateway v2 events
    });
    expect(server?.Handler).toBe(output.origins.default.handler);
    const [file, exported] = output.origins.default.handler.split('.');
    expect(existsSync(path.join(layout.server, `${file}.mjs`))).toBe(true);
    expect(exported).toBe('handler');
    const url = Object.values(web.findResources('AWS::Lambda::Url'))[0]?.Properties;
    expect(url?.InvokeMode ?? 'BUFFERED').toBe('BUFFERED');
  });

  it('has no cache piece the stack does not deploy: prerendered pages in S3, no tag table, no revalidation queue', () => {
    expect(output.origins.default).toMatchObject({ incrementalCache: 's3', tagCache: 'dummy', queue: 'dummy' });
    const cacheCopy = output.origins.s3.copy.find((copy) => copy.from === relative(layout.cache));
    expect(server?.Environment.Variables.CACHE_BUCKET_KEY_PREFIX).toBe(cacheCopy?.to);
    expect(deployments.map((deployment) => deployment?.DestinationBucketKeyPrefix)).toContain(cacheCopy?.to);
    // Middleware runs inside the server function; nothing needs Lambda@Edge.
    expect(output.edgeFunctions).toEqual({});
  });

  it('serves every static path OpenNext lists from the assets bucket, at the root the files were uploaded to', () => {
    const fromBucket = output.behaviors.filter((behaviour) => behaviour.origin === 's3').map((b) => `/${b.pattern}`);
    const s3OriginId = distribution.Origins.find((origin: { S3OriginConfig?: unknown }) => origin.S3OriginConfig).Id;
    const served = distribution.CacheBehaviors.filter(
      (behaviour: { TargetOriginId: string }) => behaviour.TargetOriginId === s3OriginId,
    ).map((behaviour: { PathPattern: string }) => behaviour.PathPattern);
    expect(served.sort()).toEqual(fromBucket.sort());
    expect(fromBucket).toContain('/_next/*');
    const assetsUpload = deployments.find((deployment) => deployment?.DestinationBucketKeyPrefix === undefined);
    expect(assetsUpload).toBeDefined();
  });

  it('gives the year-long browser cache to exactly the files OpenNext calls versioned', () => {
    const assetsCopy = output.origins.s3.copy.find((copy) => copy.from === relative(layout.assets));
    expect(assetsCopy?.versionedSubDir).toBe(path.dirname(VERSIONED_ASSETS));
    expect(readdirSync(path.join(layout.assets, path.dirname(VERSIONED_ASSETS)))).toEqual([
      path.basename(VERSIONED_ASSETS),
    ]);
  });

  it('needs no image optimisation function: the app never uses next/image, so /_next/image is never asked for', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) return sources(file);
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
      });
    const usesNextImage = ['app', 'components', 'lib']
      .flatMap((dir) => sources(path.join(REPO_ROOT, dir)))
      .filter((file) => /from ['"]next\/(legacy\/)?image['"]/.test(readFileSync(file, 'utf8')));
    expect(usesNextImage).toEqual([]);
    expect(output.behaviors).toContainEqual({ pattern: '_next/image*', origin: 'imageOptimizer' });
  });

  it("lets a server action through CloudFront pass Next's origin check, and only because of the host function", () => {
    const siteHost = new URL(environment.config.siteUrl).host;
    const browser = {
      host: siteHost,
      origin: environment.config.siteUrl,
      'x-forwarded-host': 'evil.example', // anything she sends is replaced
      'next-action': `7f${'0'.repeat(40)}`, // no such action: the check comes first
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      'x-middleware-subrequest': 'middleware', // CVE-2025-29927's bypass header: never forwarded
    };
    const afterFunction = vm.runInNewContext(
      `${FORWARD_HOST_CODE}\nhandler`,
      {},
    )({
      request: { headers: Object.fromEntries(Object.entries(browser).map(([name, value]) => [name, { value }])) },
    }).headers as Record<string, { value: string }>;
    // CloudFront sends the policy's headers and the cache key's, with the function URL's own host.
    const cacheKey = (Object.values(web.findResources('AWS::CloudFront::CachePolicy'))[0]?.Properties.CachePolicyConfig
      .ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig.Headers ?? []) as string[];
    const forwarded = [...SERVER_REQUEST_HEADERS, ...cacheKey].map((name) => name.toLowerCase());
    const toOrigin = Object.fromEntries(
      Object.entries(afterFunction)
        .filter(([name]) => forwarded.includes(name))
        .map(([name, { value }]) => [name, value]),
    );
    expect(toOrigin['x-forwarded-host']).toBe(siteHost);
    expect(toOrigin).not.toHaveProperty('x-middleware-subrequest');
    const { 'x-forwarded-host': _dropped, ...withoutFunction } = toOrigin;
    const host = 'example.lambda-url.eu-west-2.on.aws';
    expect(
      invokeServer(layout.server, [
        { method: 'POST', path: '/signin', headers: { ...toOrigin, host } },
        { method: 'POST', path: '/signin', headers: { ...withoutFunction, host } },
        { method: 'POST', path: '/signin', headers: { ...toOrigin, origin: 'https://evil.example', host } },
        { method: 'POST', path: '/account', headers: { ...toOrigin, origin: 'https://evil.example', host } },
      ]),
    ).toEqual([
      409, // past the origin check: Next looked for the action and found none
      500, // Next's "Invalid Server Actions request": the host it saw was the function URL's
      500, // the same refusal: Origin is forwarded, and is not the site
      403, // middleware.ts on a protected page: not from this site
    ]);
  }, 90_000);

  it("passes cdk-nag's AWS Solutions rules with the real build", () => {
    expect(nagErrors(environment.web)).toEqual([]);
  });
});
