import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ENVIRONMENTS } from '../config';
import { REPO_ROOT } from '../lib/schema';
import { hasOpenNextBuild, openNextLayout } from '../lib/web-stack';
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
    s3: { copy: { from: string; to: string }[] };
  };
  behaviors: { pattern: string; origin?: string }[];
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

  it("passes cdk-nag's AWS Solutions rules with the real build", () => {
    expect(nagErrors(environment.web)).toEqual([]);
  });
});
