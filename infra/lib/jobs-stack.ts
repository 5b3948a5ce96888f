import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { brand } from '@/lib/site/brand';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';
import { BackendFunction, TABLE_GRANT_FINDINGS } from './node-function';
import { suppress } from './nag';

export interface JobsStackProps extends StackProps {
  config: EnvironmentConfig;
  table: Table;
}

/** The sender's SES identity and the reminder job, run by EventBridge Scheduler every few minutes. */
export class JobsStack extends Stack {
  readonly mailIdentity: EmailIdentity;
  readonly reminders: BackendFunction;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { config, table } = props;

    // A domain identity with Easy DKIM: CloudFormation outputs the three DKIM CNAMEs to publish in DNS.
    this.mailIdentity = new EmailIdentity(this, 'Sender', { identity: Identity.domain(config.mail.domain) });

    this.reminders = new BackendFunction(this, 'Reminders', {
      entry: 'backend/lambda/reminders.ts',
      description: 'Scheduled: emails the check reminders that are due',
      logRetentionDays: config.logRetentionDays,
      timeout: Duration.minutes(2),
      // No REMINDER_SIGNING_KEYS yet, on purpose: the unsubscribe and calendar endpoint (REMINDERS_API_URL) is not
      // deployed, so the job refuses to run rather than email links that could not work (README, Deploying to AWS).
      environment: {
        TABLE_NAME: table.tableName,
        MAIL_FROM: config.mail.fromAddress,
        SITE_URL: config.siteUrl,
        SITE_NAME: brand.name,
      },
    });
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

    new CfnOutput(this, 'MailIdentity', { value: this.mailIdentity.emailIdentityName });

    suppress(this.reminders, [
      [
        'AwsSolutions-IAM5',
        "grantReadWriteData: the job queries the table's indexes (table/index/*) and uses the table's KMS key.",
        TABLE_GRANT_FINDINGS,
      ],
    ]);
  }
}
