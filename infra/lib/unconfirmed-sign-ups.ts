import { Duration } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { alarmOnErrors, scheduleDeadLetters } from './alarms';
import { BackendFunction } from './node-function';
import { suppress } from './nag';

/**
 * Once a day, deletes the pool's accounts still UNCONFIRMED 7 days after sign-up (backend/jobs/unconfirmed-sign-ups.ts):
 * Cognito would keep their name, email, title and phone number for ever. In the identity stack because it needs
 * the pool, which depends on the jobs stack.
 */
export class UnconfirmedSignUpsJob extends Construct {
  readonly function: BackendFunction;

  constructor(
    scope: Construct,
    id: string,
    props: { userPool: IUserPool; logRetentionDays: number; alarmTopic: ITopic },
  ) {
    super(scope, id);
    this.function = new BackendFunction(this, 'Function', {
      entry: 'backend/lambda/unconfirmed-sign-ups.ts',
      description: 'Scheduled: deletes sign-ups still unconfirmed 7 days after they were made',
      logRetentionDays: props.logRetentionDays,
      timeout: Duration.minutes(5),
      memorySize: 256,
      environment: { USER_POOL_ID: props.userPool.userPoolId },
    });
    // Scheduler invokes it asynchronously, so Lambda would retry a failed run twice on its own.
    this.function.configureAsyncInvoke({ retryAttempts: 0 });
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['cognito-idp:ListUsers', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser'],
        resources: [props.userPool.userPoolArn],
      }),
    );

    const stack = this.function.stack;
    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    });
    new Schedule(this, 'Schedule', {
      description: 'Deletes sign-ups still unconfirmed after 7 days',
      schedule: ScheduleExpression.rate(Duration.days(1)),
      // A missed run is not retried, by Scheduler here nor by Lambda (configureAsyncInvoke above): tomorrow's finds
      // the same accounts. One that could not be started is kept.
      target: new LambdaInvoke(this.function, {
        role: schedulerRole,
        retryAttempts: 0,
        deadLetterQueue: scheduleDeadLetters(
          this,
          'ScheduleDeadLetters',
          props.alarmTopic,
          'the unconfirmed sign-ups job',
        ),
      }),
    });
    alarmOnErrors(this, 'ErrorsAlarm', this.function, props.alarmTopic, 'The unconfirmed sign-ups job');
    suppress(schedulerRole, [
      [
        'AwsSolutions-IAM5',
        'The scheduler may invoke the function and its versions (<arn>:*), as CDK grants it.',
        [{ regex: '/^Resource::<.*UnconfirmedSignUpsFunction[0-9A-F]+\\.Arn>:\\*$/g' }],
      ],
    ]);
  }
}
