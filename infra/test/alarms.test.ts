import { Match } from 'aws-cdk-lib/assertions';
import { MAIL_ALARM_RATES } from '../lib/jobs-stack';
import { deployableConfig, synthEnvironment } from './synth';

/** Staging with an address to alert: the topic and every alarm on it, from synthesis. */
const environment = synthEnvironment(
  'staging',
  undefined,
  deployableConfig('staging', { alarmEmail: 'ops@example.org' }),
);
const alarmsOf = (stack: Parameters<typeof environment.template>[0]) =>
  Object.values(environment.template(stack).findResources('AWS::CloudWatch::Alarm')).map(
    (alarm) => alarm.Properties as Record<string, any>,
  );
const metricsOf = (stack: Parameters<typeof environment.template>[0]) =>
  alarmsOf(stack).map((alarm) => alarm.MetricName ?? 'expression');

describe('alarms: every failure that needs a person reaches the alarm topic', () => {
  it('has one topic, emailing the configured address, SSL only', () => {
    const alerts = environment.template(environment.alerts);
    alerts.resourceCountIs('AWS::SNS::Topic', 1);
    alerts.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.org' });
    alerts.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('has no subscription when no address is configured', () => {
    const plain = synthEnvironment('production');
    plain.template(plain.alerts).resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('watches the reminder job, its schedule and SES reputation in the jobs stack', () => {
    expect(metricsOf(environment.jobs).sort()).toEqual([
      'ApproximateNumberOfMessagesVisible',
      'Errors',
      'Reputation.BounceRate',
      'Reputation.ComplaintRate',
    ]);
    const rates = alarmsOf(environment.jobs).filter((alarm) => alarm.Namespace === 'AWS/SES');
    expect(rates.map((alarm) => alarm.Threshold).sort()).toEqual(
      [MAIL_ALARM_RATES.bounce, MAIL_ALARM_RATES.complaint].sort(),
    );
  });

  it('watches the consent trigger and the unconfirmed sign-ups job and its schedule in the identity stack', () => {
    const alarms = alarmsOf(environment.identity);
    expect(alarms.map((alarm) => alarm.MetricName).sort()).toEqual([
      'ApproximateNumberOfMessagesVisible',
      'Errors',
      'Errors',
    ]);
    const watched = alarms
      .filter((alarm) => alarm.MetricName === 'Errors')
      .map((alarm) => JSON.stringify(alarm.Dimensions));
    expect(watched).toEqual(
      [expect.stringMatching(/UnconfirmedSignUpsFunction/), expect.stringMatching(/ConsentTrigger/)].sort(),
    );
  });

  it("watches the resolver's errors and failures, AppSync's 5XX and the per-caller rate limit in the API stack", () => {
    const alarms = alarmsOf(environment.api);
    expect(metricsOf(environment.api).sort()).toEqual([
      '5XXError',
      'BlockedRequests',
      'ResolverInternalFailures',
      'expression',
    ]);
    const blocked = alarms.find((alarm) => alarm.MetricName === 'BlockedRequests');
    expect(blocked?.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'Rule', Value: 'RateLimitPerCaller' },
        { Name: 'WebACL', Value: 'BreastCheckStaging-Api' },
      ]),
    );
    environment.template(environment.api).hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '"Resolver failed"',
    });
  });

  it("watches the web server's errors in the web stack", () => {
    expect(metricsOf(environment.web)).toEqual(['Errors']);
  });

  it('sends every alarm to the topic, and treats no data as nothing wrong', () => {
    for (const stack of environment.all) {
      for (const alarm of alarmsOf(stack)) {
        expect(JSON.stringify(alarm.AlarmActions)).toMatch(/Alerts.*Alarms|Alarms[0-9A-F]+/);
        expect(alarm.TreatMissingData).toBe('notBreaching');
      }
    }
  });

  it('keeps a schedule run that could not start in a dead-letter queue, for both scheduled jobs', () => {
    for (const stack of [environment.jobs, environment.identity]) {
      const schedule = Object.values(environment.template(stack).findResources('AWS::Scheduler::Schedule'))[0];
      expect(schedule?.Properties.Target.DeadLetterConfig).toEqual({
        Arn: { 'Fn::GetAtt': [expect.stringMatching(/DeadLetters/), 'Arn'] },
      });
    }
  });
});
