import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { ENVIRONMENTS } from '../config';
import { addEnvironment, checkWithNag } from '../lib/environment';
import { REPO_ROOT } from '../lib/schema';
import { hasOpenNextBuild } from '../lib/web-stack';

/**
 * The CDK app: staging and production from the same code, their differences in config.ts.
 * `npm run infra:synth` runs it without AWS credentials; `npx cdk deploy 'BreastCheckStaging-*'` deploys.
 */
const app = new App();
const account = (app.node.tryGetContext('account') as string | undefined) ?? process.env.CDK_DEFAULT_ACCOUNT;

for (const config of Object.values(ENVIRONMENTS)) {
  const webBuildDir = path.join(REPO_ROOT, config.web.buildDir);
  const hasWebBuild = hasOpenNextBuild(webBuildDir);
  if (!hasWebBuild) {
    console.warn(
      `${config.prefix}-Web left out: no OpenNext build at ${config.web.buildDir} (see README, "Deploying to AWS").`,
    );
  }
  addEnvironment(app, config, { account, webBuildDir: hasWebBuild ? webBuildDir : undefined });
}
checkWithNag(app);
app.synth();
