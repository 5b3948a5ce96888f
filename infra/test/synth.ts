import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { ENVIRONMENTS, type EnvironmentName } from '../config';
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

/**
 * One environment's stacks, synthesised once per test file, with cdk-nag on; the web stack from a fixture
 * build unless given a real one. Lambda bundling is skipped (the
 * `aws:cdk:bundling-stacks` context lists no stack), which keeps tests fast; `npm run infra:synth` bundles.
 */
export function synthEnvironment(name: EnvironmentName = 'staging', webBuildDir = openNextBuildFixture()) {
  // The built-in CloudFormation validation (a WebAssembly engine) is most of synthesis time; infra:synth runs it.
  const app = new App({ builtinCloudFormationValidation: false, context: { 'aws:cdk:bundling-stacks': [] } });
  const stacks = addEnvironment(app, ENVIRONMENTS[name], { webBuildDir });
  checkWithNag(app);
  app.synth();
  const all = Object.values(stacks).filter((stack): stack is NonNullable<typeof stack> => stack !== undefined);
  const templates = new Map<Stack, Template>(all.map((stack) => [stack, Template.fromStack(stack)]));
  const template = (stack: Stack) => templates.get(stack) as Template;
  return { ...stacks, web: stacks.web as NonNullable<typeof stacks.web>, all, template, config: ENVIRONMENTS[name] };
}

/** cdk-nag's unsuppressed AWS Solutions findings on a stack, as "path: message" lines. */
export function nagErrors(stack: Stack): string[] {
  return Annotations.fromStack(stack)
    .findError('*', Match.stringLikeRegexp('AwsSolutions-'))
    .map((finding) => `${finding.id}: ${String(finding.entry.data).split(': ')[0]}`);
}
