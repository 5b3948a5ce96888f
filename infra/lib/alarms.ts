import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';
import { suppress } from './nag';

export interface AlertsStackProps extends StackProps {
  config: EnvironmentConfig;
}

/**
 * The one SNS topic every alarm of the environment notifies. A stack of its own, deployed first, so each alarm can
 * live beside what it watches and no stack waits on another's resources to get one.
 */
export class AlertsStack extends Stack {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlertsStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.topic = new Topic(this, 'Alarms', {
      topicName: `${config.prefix}-Alarms`,
      displayName: `${config.prefix} alarms`,
      enforceSSL: true,
    });
    // AWS sends a confirmation email first; nothing arrives until it is confirmed (README, "Alarms").
    if (config.alarmEmail) this.topic.addSubscription(new EmailSubscription(config.alarmEmail));
    suppress(this.topic, [
      [
        'AwsSolutions-SNS2',
        "Alarm notices carry an alarm's name, metric and state, never personal data; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a key of our own for this is not worth its cost.",
      ],
    ]);
  }
}

/** Alarms on one threshold of one metric, each notifying the environment's topic. */
export function alarm(
  scope: Construct,
  id: string,
  props: { topic: ITopic; metric: IMetric; threshold: number; description: string; periods?: number },
): Alarm {
  const created = new Alarm(scope, id, {
    metric: props.metric,
    threshold: props.threshold,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: props.periods ?? 1,
    // No data is no traffic, not a fault: a quiet night must not raise anything.
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: props.description,
  });
  created.addAlarmAction(new SnsAction(props.topic));
  return created;
}

/** Any failed run of a function in five minutes: for the jobs and triggers, where every failure matters. */
export function alarmOnErrors(scope: Construct, id: string, fn: IFunction, topic: ITopic, what: string): Alarm {
  return alarm(scope, id, {
    topic,
    metric: fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
    threshold: 1,
    description: `${what} failed (Lambda Errors ≥ 1 in 5 minutes): read its log group.`,
  });
}

/**
 * Where EventBridge Scheduler puts a run it could not start (a missing function, a lost permission, throttling):
 * its dead-letter event holds the schedule's ARN and the error, no personal data. Kept 14 days, SQS's most.
 */
export function scheduleDeadLetters(scope: Construct, id: string, topic: ITopic, what: string): Queue {
  const queue = new Queue(scope, id, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
    removalPolicy: RemovalPolicy.DESTROY,
  });
  alarm(scope, `${id}Alarm`, {
    topic,
    metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
    threshold: 1,
    description: `The schedule could not start ${what}: read the dead-letter event in ${id} (README, "Alarms").`,
  });
  suppress(queue, [['AwsSolutions-SQS3', 'This queue is itself the dead-letter queue of a schedule.']]);
  return queue;
}
