import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { REMINDER_SIGNING_KEYS } from '@/backend/jobs/reminder-keys';
import { brand } from '@/lib/site/brand';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';
import { BackendFunction, TABLE_GRANT_FINDINGS } from './node-function';
import { suppress } from './nag';
import { ReminderLinks } from './reminder-links';
import { passSecretByArn } from './secret-access';

export interface JobsStackProps extends StackProps {
  config: EnvironmentConfig;
  table: Table;
}

/**
 * The sender's SES identity, the reminder job (run by EventBridge Scheduler every few minutes), the endpoint its
 * links lead to (unsubscribe, calendar feed), and the secret that signs those links, which the web app shares.
 */
export class JobsStack extends Stack {
  readonly mailIdentity: EmailIdentity;
  readonly reminders: BackendFunction;
  readonly reminderLinks: ReminderLinks;
  /** REMINDER_SIGNING_KEYS: the job signs the links, the links endpoint checks them, the web app signs calendar URLs. */
  readonly reminderSigningKeys: Secret;
  /** REMINDERS_API_URL for the web app. */
  readonly remindersApiUrl: string;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { config, table } = props;

    // A domain identity with Easy DKIM: CloudFormation outputs the three DKIM CNAMEs to publish in DNS.
    this.mailIdentity = new EmailIdentity(this, 'Sender', { identity: Identity.domain(config.mail.domain) });

    // Comma-separated keys, newest first (backend/jobs/reminder-keys.ts): one generated key, 64 letters and digits,
    // never a comma. Rotated by hand (README, "Reminder links"); the functions read it at run time, so a new key
    // needs no deploy.
    this.reminderSigningKeys = new Secret(this, 'ReminderSigningKeys', {
      description: `${config.prefix}: signs the reminder emails' unsubscribe links and calendar feeds (REMINDER_SIGNING_KEYS)`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.reminders = new BackendFunction(this, 'Reminders', {
      entry: 'backend/lambda/reminders.ts',
      description: 'Scheduled: emails the check reminders that are due',
      logRetentionDays: config.logRetentionDays,
      // The job stops starting women 30 s before this (backend/lambda/reminders.ts, STOP_BEFORE_TIMEOUT_MS), so
      // it is never stopped between a claim and its email. Keep it shorter than the schedule's rate.
      timeout: Duration.minutes(2),
      environment: {
        TABLE_NAME: table.tableName,
        MAIL_FROM: config.mail.fromAddress,
        SITE_URL: config.siteUrl,
        SITE_NAME: brand.name,
      },
    });
    passSecretByArn(this.reminders, REMINDER_SIGNING_KEYS.arnVariable, this.reminderSigningKeys);
    table.grantReadWriteData(this.reminders);
    this.reminders.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [this.formatArn({ service: 'ses', resource: 'identity', resourceName: config.mail.domain })],
        conditions: { StringEquals: { 'ses:FromAddress': config.mail.fromAddress } },
      }),
    );

    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    });
    new Schedule(this, 'ReminderSchedule', {
      description: 'Runs the reminder job',
      schedule: ScheduleExpression.rate(Duration.minutes(config.reminderEveryMinutes)),
      // A missed run is not retried: the next one, minutes later, finds the same reminders due.
      target: new LambdaInvoke(this.reminders, {
        role: schedulerRole,
        input: ScheduleTargetInput.fromObject({ scheduledTime: ContextAttribute.scheduledTime }),
        retryAttempts: 0,
      }),
    });

    // After the schedule: binding the target is what writes the role's policy.
    suppress(schedulerRole, [
      [
        'AwsSolutions-IAM5',
        'The scheduler may invoke the reminder function and its versions (<arn>:*), as CDK grants it.',
        [{ regex: '/^Resource::<Reminders[0-9A-F]+\\.Arn>:\\*$/g' }],
      ],
    ]);

    this.reminderLinks = new ReminderLinks(this, 'ReminderLinks', {
      config,
      table,
      signingKeys: this.reminderSigningKeys,
    });
    this.remindersApiUrl = this.reminderLinks.url;

    new CfnOutput(this, 'MailIdentity', { value: this.mailIdentity.emailIdentityName });
    new CfnOutput(this, 'RemindersApiUrl', { value: this.remindersApiUrl });

    suppress(this.reminders, [
      [
        'AwsSolutions-IAM5',
        "grantReadWriteData: the job queries the table's indexes (table/index/*) and uses the table's KMS key.",
        TABLE_GRANT_FINDINGS,
      ],
    ]);
    suppress(this.reminderSigningKeys, [
      [
        'AwsSolutions-SMG4',
        'Rotating by Lambda would break every unsubscribe link already emailed; keys rotate by hand, new key first, old kept until its links expire (README).',
      ],
    ]);
  }
}
