import { Aspects, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { EnvironmentConfig } from '../config';
import { AlertsStack } from './alarms';
import { ApiStack } from './api-stack';
import { DataStack } from './data-stack';
import { IdentityStack } from './identity-stack';
import { JobsStack } from './jobs-stack';
import { WebStack } from './web-stack';

export interface EnvironmentOptions {
  /** The deploying account, from the shell or `-c account=…`; unset, the stacks are account-agnostic. */
  account?: string;
  /** OpenNext's output folder; without it the web stack is left out (it deploys a build of the app). */
  webBuildDir?: string;
}

/**
 * One environment's stacks, in deployment order: alerts (the alarms' topic), data, jobs (with the SES identity
 * Cognito sends from), identity, API, web. Each stack's name starts with the environment's prefix, so `cdk deploy '<prefix>-*'`
 * deploys exactly one environment.
 */
export function addEnvironment(app: App, config: EnvironmentConfig, options: EnvironmentOptions = {}) {
  const env: Environment = { account: options.account, region: config.region };
  const name = (stack: string) => `${config.prefix}-${stack}`;
  const tags = { tags: { application: 'breast-check', environment: config.name } };

  const alerts = new AlertsStack(app, name('Alerts'), { env, config, ...tags });
  const alarmTopic = alerts.topic;
  const data = new DataStack(app, name('Data'), { env, config, ...tags });
  const jobs = new JobsStack(app, name('Jobs'), { env, config, table: data.table, alarmTopic, ...tags });
  const identity = new IdentityStack(app, name('Identity'), { env, config, alarmTopic, ...tags });
  // Cognito sends its messages from the SES identity the jobs stack creates, and CloudFormation creates the pool
  // only once that identity is verified: so `cdk deploy` never tries the pool before the identity exists, and the
  // first deployment stops after the jobs stack to publish its DKIM records (README, "First deployment").
  identity.addStackDependency(jobs);
  const api = new ApiStack(app, name('Api'), {
    env,
    config,
    userPool: identity.userPool,
    table: data.table,
    alarmTopic,
    ...tags,
  });
  const web = options.webBuildDir
    ? new WebStack(app, name('Web'), {
        env,
        config,
        buildDir: options.webBuildDir,
        userPoolId: identity.userPool.userPoolId,
        userPoolArn: identity.userPool.userPoolArn,
        userPoolClientId: identity.client.userPoolClientId,
        graphqlUrl: api.api.graphqlUrl,
        prizeDrawService: identity.prizeDrawService,
        remindersApiUrl: jobs.remindersApiUrl,
        // The jobs stack's secret, which the job and the links endpoint read too.
        reminderSigningKeys: jobs.reminderSigningKeys,
        alarmTopic,
        ...tags,
      })
    : undefined;
  return { alerts, data, jobs, identity, api, web };
}

/** cdk-nag's AWS Solutions rules on everything; findings are errors unless a suppression says why. */
export function checkWithNag(app: App): void {
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
}
