import { CLOUDFRONT_LOG_API_REGION } from '../lib/request-logs';
import { LEGACY_CLOUDFRONT_LOG_DAYS, LEGACY_CLOUDFRONT_LOG_PREFIX, REQUEST_LOG_PREFIX } from '../lib/web-stack';
import { synthEnvironment } from './synth';

/**
 * CloudFront's request logs (standard logging v2): a reminder link's token (`/calendar/<token>.ics`,
 * `/unsubscribe?token=`) is a bearer credential that names her, so no log line may hold a path, a query, a cookie
 * or a referring address. Checked on the synthesised template only: nothing here reaches AWS.
 */
const environment = synthEnvironment('staging');
const { config } = environment;
const web = environment.template(environment.web);
const resources = web.toJSON().Resources as Record<string, { Type: string; Properties: any; DependsOn?: string[] }>;

type SdkCall = { service: string; action: string; region: string; parameters: Record<string, any> };

/** A CloudFormation value as text: a join is joined, and any other intrinsic becomes a `<Ref:Id>`-style marker. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  const [name, argument] = Object.entries(value as object)[0] as [string, unknown];
  if (name === 'Fn::Join') return (argument as [string, unknown[]])[1].map(text).join((argument as [string])[0]);
  return `<${name}:${JSON.stringify(argument).replace(/"/g, '')}>`;
}

/** An AwsCustomResource call as its provider reads it. */
const sdkCall = (value: unknown) => JSON.parse(text(value)) as SdkCall;

function resourceOfType(type: string) {
  const matches = Object.entries(resources).filter(([, resource]) => resource.Type === type);
  expect(matches).toHaveLength(1);
  const [id, resource] = matches[0]!;
  return {
    id,
    resource,
    create: sdkCall(resource.Properties.Create),
    update: sdkCall(resource.Properties.Update),
    remove: sdkCall(resource.Properties.Delete),
  };
}

const idOf = (type: string, prefix: string) =>
  Object.keys(resources).find((id) => resources[id]!.Type === type && id.startsWith(prefix)) as string;
const distributionId = idOf('AWS::CloudFront::Distribution', 'Site');
const bucketId = idOf('AWS::S3::Bucket', 'AccessLogs');
const bucket = resources[bucketId]!.Properties;
const bucketArn = `<Fn::GetAtt:[${bucketId},Arn]>`;

const source = resourceOfType('Custom::CloudFrontLogDeliverySource');
const destination = resourceOfType('Custom::CloudFrontLogDeliveryDestination');
const delivery = resourceOfType('Custom::CloudFrontLogDelivery');

describe("CloudFront's request logs", () => {
  it('no longer use legacy standard logging, which records every path and query', () => {
    expect(resources[distributionId]!.Properties.DistributionConfig.Logging).toBeUndefined();
  });

  it('are set up, changed and removed through CloudWatch Logs in us-east-1, the only region CloudFront accepts', () => {
    expect(CLOUDFRONT_LOG_API_REGION).toBe('us-east-1');
    for (const { create, update, remove } of [source, destination, delivery]) {
      for (const call of [create, update, remove]) {
        expect([call.service, call.region]).toEqual(['CloudWatchLogs', 'us-east-1']);
      }
    }
    expect([source.create.action, source.remove.action]).toEqual(['PutDeliverySource', 'DeleteDeliverySource']);
    expect([destination.create.action, destination.remove.action]).toEqual([
      'PutDeliveryDestination',
      'DeleteDeliveryDestination',
    ]);
    expect([delivery.create.action, delivery.update.action, delivery.remove.action]).toEqual([
      'CreateDelivery',
      'UpdateDeliveryConfiguration',
      'DeleteDelivery',
    ]);
  });

  it("come from this stack's distribution's access logs, into the log bucket, which stays in the environment's region", () => {
    expect(source.create.parameters).toMatchObject({
      logType: 'ACCESS_LOGS',
      resourceArn: expect.stringContaining(`:distribution/<Ref:${distributionId}>`),
    });
    expect(destination.create.parameters.deliveryDestinationConfiguration).toEqual({
      destinationResourceArn: `${bucketArn}/${REQUEST_LOG_PREFIX}`,
    });
    expect(environment.web.region).toBe(config.region);
    expect(delivery.create.parameters.deliverySourceName).toBe(source.create.parameters.name);
    expect(delivery.create.parameters.deliveryDestinationArn).toMatch(
      new RegExp(`:logs:us-east-1:<Ref:AWS::AccountId>:delivery-destination:${destination.create.parameters.name}$`),
    );
  });

  it('never hold the path, the query, cookies, the referring address or her address, when created or changed', () => {
    const withToken = ['cs-uri-stem', 'cs-uri-query', 'cs(Cookie)', 'cs(Referer)'];
    const aboutHer = ['c-ip', 'x-forwarded-for', 'c-port', 'cs(User-Agent)'];
    for (const call of [delivery.create, delivery.update]) {
      const fields: string[] = call.parameters.recordFields;
      expect(fields.filter((field) => [...withToken, ...aboutHer].includes(field))).toEqual([]);
      expect(fields).toEqual(
        expect.arrayContaining(['date', 'time', 'x-edge-location', 'sc-status', 'time-taken', 'x-edge-result-type']),
      );
    }
    // Cookies reach v2 logs only when the distribution's own cookie logging is on as well.
    expect(resources[distributionId]!.Properties.DistributionConfig.Logging?.IncludeCookies).toBeUndefined();
  });

  it('are kept as long as other logs: a private, encrypted, SSL-only bucket with an expiry on their prefix', () => {
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([
      { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
    ]);
    const rules: { Prefix?: string; Status: string; ExpirationInDays?: number }[] = bucket.LifecycleConfiguration.Rules;
    const covering = (key: string) =>
      rules.filter((rule) => rule.Status === 'Enabled' && key.startsWith(rule.Prefix ?? ''));
    // S3 applies the shortest expiration among the enabled rules that cover an object.
    const days = (key: string) => Math.min(...covering(key).map((rule) => rule.ExpirationInDays ?? Infinity));
    expect(days(`${REQUEST_LOG_PREFIX}/E2EXAMPLE/2026/01/01/00/file.gz`)).toBe(config.logRetentionDays);
    // The legacy logs written before this change hold tokens: they still go within a week.
    expect(days(`${LEGACY_CLOUDFRONT_LOG_PREFIX}E2EXAMPLE.2026-01-01-00.abcd.gz`)).toBeLessThanOrEqual(
      LEGACY_CLOUDFRONT_LOG_DAYS,
    );
    expect(LEGACY_CLOUDFRONT_LOG_DAYS).toBeLessThanOrEqual(7);

    const statements = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::S3::BucketPolicy')
      .filter((policy) => policy.Properties.Bucket.Ref === bucketId)
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it("may be written there only by CloudWatch Logs' delivery from this account's us-east-1 source, under their prefix", () => {
    const policyId = idOf('AWS::S3::BucketPolicy', 'AccessLogs');
    const writes = resources[policyId]!.Properties.PolicyDocument.Statement.filter(
      (statement: { Principal?: { Service?: string } }) =>
        statement.Principal?.Service === 'delivery.logs.amazonaws.com',
    );
    expect(writes).toHaveLength(1);
    const [write] = writes;
    expect(write.Action).toBe('s3:PutObject');
    expect(text(write.Resource)).toBe(`${bucketArn}/${REQUEST_LOG_PREFIX}/*`);
    expect(write.Condition.StringEquals).toEqual({
      's3:x-amz-acl': 'bucket-owner-full-control',
      'aws:SourceAccount': { Ref: 'AWS::AccountId' },
    });
    expect(text(write.Condition.ArnLike['aws:SourceArn'])).toBe(
      `arn:<Ref:AWS::Partition>:logs:us-east-1:<Ref:AWS::AccountId>:delivery-source:${source.create.parameters.name}`,
    );
    // CloudWatch Logs checks that statement when the delivery is created, so it must exist by then.
    expect(delivery.resource.DependsOn).toEqual(expect.arrayContaining([policyId, source.id, destination.id]));
  });

  it("let the deploy-time provider touch only this source and destination, deliveries, and the log bucket's policy", () => {
    const providerRole = Object.keys(resources).find(
      (id) => resources[id]!.Type === 'AWS::IAM::Role' && id.startsWith('AWS679f53fac002430cb0da5b7982bd2287'),
    );
    const statements = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy')
      .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === providerRole))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const actions: string[] = [statement.Action].flat();
      const targets: string[] = [statement.Resource].flat().map(text);
      if (actions.every((action) => action.startsWith('logs:'))) {
        for (const target of targets) {
          expect(target).toMatch(
            /^arn:<Ref:AWS::Partition>:logs:us-east-1:<Ref:AWS::AccountId>:delivery(-source|-destination)?:/,
          );
        }
      } else if (actions.every((action) => action.startsWith('s3:'))) {
        expect(actions.sort()).toEqual(['s3:GetBucketPolicy', 's3:PutBucketPolicy']);
        expect(targets).toEqual([bucketArn]);
      } else {
        expect(actions).toEqual(['cloudfront:AllowVendedLogDeliveryForResource']);
        expect(targets).toEqual([expect.stringMatching(new RegExp(`:distribution/<Ref:${distributionId}>$`))]);
      }
    }
  });
});
