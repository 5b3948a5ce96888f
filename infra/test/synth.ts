import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { ENVIRONMENTS, type EnvironmentConfig, type EnvironmentName } from '../config';
import { addEnvironment, checkWithNag } from '../lib/environment';

/**
 * A folder shaped like an OpenNext build (assets with Next's static folder and a public file, the prerender
 * cache, the server function), so the web stack synthesises in tests without building the app.
 */
export function openNextBuildFixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'open-next-'));
  const file = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(path.join(dir, relative), text);
  };
  file('assets/_next/static/chunks/main.js', 'console.log(1)');
  file('assets/favicon.ico', '');
  file('cache/build-id/index.html', '<!doctype html>');
  file('server-functions/default/index.mjs', 'export const handler = async () => ({ statusCode: 200 });');
  return dir;
}

/** A certificate ARN of the shape ACM gives, in us-east-1 as CloudFront requires; config.ts leaves it to the deployer. */
export const TEST_CERTIFICATE_ARN =
  'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555';

/** An environment's config as a deployer completes it: with the site's certificate (README, "The site's domain"). */
export function deployableConfig(name: EnvironmentName, overrides: Partial<EnvironmentConfig> = {}): EnvironmentConfig {
  const config = ENVIRONMENTS[name];
  return { ...config, web: { ...config.web, certificateArn: TEST_CERTIFICATE_ARN }, ...overrides };
}

/** An app that synthesises without bundling Lambda code or running CloudFormation's validation (below). */
export function testApp(): App {
  return new App({ builtinCloudFormationValidation: false, context: { 'aws:cdk:bundling-stacks': [] } });
}

/**
 * One environment's stacks, synthesised once per test file, with cdk-nag on; the web stack from a fixture
 * build unless given a real one. Lambda bundling is skipped (the
 * `aws:cdk:bundling-stacks` context lists no stack), which keeps tests fast; `npm run infra:synth` bundles.
 */
export function synthEnvironment(
  name: EnvironmentName = 'staging',
  webBuildDir = openNextBuildFixture(),
  config = deployableConfig(name),
) {
  // The built-in CloudFormation validation (a WebAssembly engine) is most of synthesis time; infra:synth runs it.
  const app = testApp();
  const stacks = addEnvironment(app, config, { webBuildDir });
  checkWithNag(app);
  app.synth();
  const all = Object.values(stacks).filter((stack): stack is NonNullable<typeof stack> => stack !== undefined);
  const templates = new Map<Stack, Template>(all.map((stack) => [stack, Template.fromStack(stack)]));
  const template = (stack: Stack) => templates.get(stack) as Template;
  return { ...stacks, web: stacks.web as NonNullable<typeof stacks.web>, all, template, config };
}

/** cdk-nag's unsuppressed AWS Solutions findings on a stack, as "path: message" lines. */
export function nagErrors(stack: Stack): string[] {
  return Annotations.fromStack(stack)
    .findError('*', Match.stringLikeRegexp('AwsSolutions-'))
    .map((finding) => `${finding.id}: ${String(finding.entry.data).split(': ')[0]}`);
}
