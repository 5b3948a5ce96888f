import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { ENVIRONMENTS } from '../config';
import { addEnvironment, checkWithNag } from '../lib/environment';
import { REPO_ROOT } from '../lib/schema';
import { webBuildFor } from '../lib/web-build';
import { hasOpenNextBuild } from '../lib/web-stack';

/**
 * The CDK app: staging and production from the same code, their differences in config.ts.
 * `npm run infra:synth` runs it without AWS credentials; `npx cdk deploy 'BreastCheckStaging-*'` deploys.
 */
const app = new App();
const account = (app.node.tryGetContext('account') as string | undefined) ?? process.env.CDK_DEFAULT_ACCOUNT;

const environments = Object.values(ENVIRONMENTS);
for (const config of environments) {
  const webBuildDir = path.join(REPO_ROOT, config.web.buildDir);
  let deployWeb = hasOpenNextBuild(webBuildDir);
  if (!deployWeb) {
    console.warn(
      `${config.prefix}-Web left out: no OpenNext build at ${config.web.buildDir} (see README, "Deploying to AWS").`,
    );
  } else {
    // The build's pool, client and SITE_URL are fixed in its pages: another environment's would break this one.
    const verdict = webBuildFor(config, environments, webBuildDir);
    if (!verdict.deploy) console.warn(verdict.reason);
    deployWeb = verdict.deploy;
  }
  addEnvironment(app, config, { account, webBuildDir: deployWeb ? webBuildDir : undefined });
}
checkWithNag(app);
app.synth();
