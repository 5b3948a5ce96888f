import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { REMINDER_SIGNING_KEYS } from '@/backend/jobs/reminder-keys';
import { brand } from '@/lib/site/brand';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';
import { alarm, alarmOnErrors, scheduleDeadLetters } from './alarms';
import { BackendFunction, TABLE_GRANT_FINDINGS } from './node-function';
import { suppress } from './nag';
import { ReminderLinks } from './reminder-links';
import { passSecretByArn } from './secret-access';

/** SES's reputation rates (fractions) at which the alarms go off. */
export const MAIL_ALARM_RATES = { bounce: 0.02, complaint: 0.0005 } as const;

export interface JobsStackProps extends StackProps {
  config: EnvironmentConfig;
  table: Table;
  alarmTopic: ITopic;
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
    // Scheduler invokes it asynchronously, so Lambda would retry a failed run twice on its own, minutes later.
    this.reminders.configureAsyncInvoke({ retryAttempts: 0 });
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
      // A missed run is not retried, by Scheduler here nor by Lambda (configureAsyncInvoke above): the next one,
      // minutes later, finds the same reminders due. One that could not be started at all is kept in the
      // dead-letter queue, which raises an alarm.
      target: new LambdaInvoke(this.reminders, {
        role: schedulerRole,
        input: ScheduleTargetInput.fromObject({ scheduledTime: ContextAttribute.scheduledTime }),
        retryAttempts: 0,
        deadLetterQueue: scheduleDeadLetters(this, 'ReminderScheduleDeadLetters', props.alarmTopic, 'the reminder job'),
      }),
    });
    alarmOnErrors(this, 'RemindersErrorsAlarm', this.reminders, props.alarmTopic, 'The reminder job');
    this.alarmOnMailReputation(props.alarmTopic);

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

  /**
   * SES's account-wide reputation (the Cognito codes and the reminders share it). Its guide puts an account under
   * review at a 5% bounce rate or a 0.1% complaint rate; these go off well before, while there is time to act.
   */
  private alarmOnMailReputation(topic: ITopic): void {
    const rate = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, period: Duration.hours(1), statistic: 'Maximum' });
    alarm(this, 'MailBounceRateAlarm', {
      topic,
      metric: rate('Reputation.BounceRate'),
      threshold: MAIL_ALARM_RATES.bounce,
      description: 'SES bounce rate at 2% or more (review at 5%): check the reminder list and the sign-up emails.',
    });
    alarm(this, 'MailComplaintRateAlarm', {
      topic,
      metric: rate('Reputation.ComplaintRate'),
      threshold: MAIL_ALARM_RATES.complaint,
      description: 'SES complaint rate at 0.05% or more (review at 0.1%): women are marking reminders as spam.',
    });
  }
}
