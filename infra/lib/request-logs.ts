import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  PhysicalResourceId,
  PhysicalResourceIdReference,
  type AwsSdkCall,
} from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { BASIC_EXECUTION_ROLE } from './node-function';
import { suppress } from './nag';
import { retention } from './retention';

/**
 * CloudFront accepts its log delivery (source, destination and delivery) only through CloudWatch Logs in
 * us-east-1, wherever the logs go; the bucket may stay in the environment's region (CloudFront developer guide,
 * "Configure standard logging (v2)": "use the CloudWatch API in the us-east-1 Region").
 */
export const CLOUDFRONT_LOG_API_REGION = 'us-east-1';

/**
 * What each request's log line holds, in order. Never the path (`cs-uri-stem`: `/calendar/<token>.ics`), the query
 * (`cs-uri-query`: `/unsubscribe?token=`), cookies (`cs(Cookie)`: her session), the referrer (`cs(Referer)`: the
 * site's Referrer-Policy sends the full address of the page, query included, to its own files) or the
 * user agent, and not her address (`c-ip`, `x-forwarded-for`), which the reminder links' API logs leave out too.
 * What is left answers the operational questions: when, where, how it ended, how big, how slow, cached or not.
 */
export const REQUEST_LOG_FIELDS = [
  'date',
  'time',
  'x-edge-location',
  'x-edge-request-id', // CloudFront sends it to the server as X-Amz-Cf-Id: ties a line to a server log
  'cs-method',
  'cs-protocol',
  'cs-protocol-version',
  'ssl-protocol',
  'cache-behavior-path-pattern', // the behaviour's pattern (`/_next/*` or the default `*`), never the path
  'sc-status',
  'sc-bytes',
  'cs-bytes',
  'sc-content-type',
  'time-taken',
  'time-to-first-byte',
  'origin-fbl',
  'origin-lbl',
  'x-edge-result-type',
  'x-edge-response-result-type',
  'x-edge-detailed-result-type',
  // Network and country, not the address: enough to tell a flood from a hosting provider from her visit.
  'asn',
  'c-country',
] as const;

export interface RequestLogsProps {
  distribution: IDistribution;
  /** Private, encrypted, SSL-only, with an expiry on `prefix`; in the stack's region. */
  bucket: Bucket;
  /** Where in the bucket the logs go, without a trailing slash. */
  prefix: string;
  /** Unique in the account's us-east-1 CloudWatch Logs, per environment (delivery names allow `[\w-]`). */
  name: string;
  logRetentionDays: number;
}

/**
 * CloudFront standard logging v2 into the stack's log bucket, with the field list above. CloudFormation's
 * `AWS::Logs::Delivery*` resources would have to live in a us-east-1 stack given the distribution's ARN across
 * regions, so this stack makes the three CloudWatch Logs calls in us-east-1 itself (CDK's AwsCustomResource):
 * one stack, one deployment, no cross-region reference. Its provider logs each request; these hold ARNs, names
 * and the field list, nothing about her.
 */
export class RequestLogs extends Construct {
  constructor(scope: Construct, id: string, props: RequestLogsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const region = CLOUDFRONT_LOG_API_REGION;
    const logsArn = (type: string, name: string) =>
      stack.formatArn({
        service: 'logs',
        region,
        resource: type,
        resourceName: name,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      });
    const sourceArn = logsArn('delivery-source', props.name);
    const destinationArn = logsArn('delivery-destination', props.name);
    const logGroup = new LogGroup(this, 'SetupLogs', {
      retention: retention(props.logRetentionDays),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const call = (action: string, parameters: Record<string, unknown>, extra: Partial<AwsSdkCall> = {}) => ({
      service: 'CloudWatchLogs',
      action,
      region,
      parameters,
      ...extra,
    });
    const gone = { ignoreErrorCodesMatching: 'ResourceNotFoundException' };

    // Without this statement (AWS's documented one) deliveries are created and write nothing. The conditions
    // keep any other account's or region's delivery out.
    const bucketPolicy = props.bucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AWSLogDeliveryWrite',
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('delivery.logs.amazonaws.com')],
        actions: ['s3:PutObject'],
        resources: [props.bucket.arnForObjects(`${props.prefix}/*`)],
        conditions: {
          StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control', 'aws:SourceAccount': stack.account },
          ArnLike: { 'aws:SourceArn': sourceArn },
        },
      }),
    );

    const putSource = call('PutDeliverySource', {
      name: props.name,
      resourceArn: props.distribution.distributionArn,
      logType: 'ACCESS_LOGS',
    });
    const source = new AwsCustomResource(this, 'Source', {
      resourceType: 'Custom::CloudFrontLogDeliverySource',
      onCreate: { ...putSource, physicalResourceId: PhysicalResourceId.of(props.name) },
      onUpdate: { ...putSource, physicalResourceId: PhysicalResourceId.of(props.name) },
      onDelete: call('DeleteDeliverySource', { name: props.name }, gone),
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({
          actions: ['logs:PutDeliverySource', 'logs:DeleteDeliverySource'],
          resources: [sourceArn],
        }),
        new PolicyStatement({
          actions: ['cloudfront:AllowVendedLogDeliveryForResource'],
          resources: [props.distribution.distributionArn],
        }),
      ]),
      logGroup,
      installLatestAwsSdk: false,
    });

    // The output format cannot change once the destination exists; w3c files start with a `#Fields:` line,
    // so each file says which fields it holds even after the list changes.
    const putDestination = call('PutDeliveryDestination', {
      name: props.name,
      outputFormat: 'w3c',
      deliveryDestinationConfiguration: { destinationResourceArn: `${props.bucket.bucketArn}/${props.prefix}` },
    });
    const destination = new AwsCustomResource(this, 'Destination', {
      resourceType: 'Custom::CloudFrontLogDeliveryDestination',
      onCreate: { ...putDestination, physicalResourceId: PhysicalResourceId.of(props.name) },
      onUpdate: { ...putDestination, physicalResourceId: PhysicalResourceId.of(props.name) },
      onDelete: call('DeleteDeliveryDestination', { name: props.name }, gone),
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({
          actions: ['logs:PutDeliveryDestination', 'logs:DeleteDeliveryDestination'],
          resources: [destinationArn],
        }),
      ]),
      logGroup,
      installLatestAwsSdk: false,
    });

    const configuration = {
      recordFields: [...REQUEST_LOG_FIELDS],
      s3DeliveryConfiguration: {
        suffixPath: '{DistributionId}/{yyyy}/{MM}/{dd}/{HH}',
        enableHiveCompatiblePath: false,
      },
    };
    const delivery = new AwsCustomResource(this, 'Delivery', {
      resourceType: 'Custom::CloudFrontLogDelivery',
      onCreate: call(
        'CreateDelivery',
        { deliverySourceName: props.name, deliveryDestinationArn: destinationArn, ...configuration },
        { physicalResourceId: PhysicalResourceId.fromResponse('delivery.id'), outputPaths: ['delivery.id'] },
      ),
      // A changed field list or path reaches the existing delivery; its source and destination keep their names.
      onUpdate: call('UpdateDeliveryConfiguration', { id: new PhysicalResourceIdReference(), ...configuration }),
      onDelete: call('DeleteDelivery', { id: new PhysicalResourceIdReference() }, gone),
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({
          actions: ['logs:CreateDelivery'],
          resources: [sourceArn, destinationArn, logsArn('delivery', '*')],
        }),
        new PolicyStatement({
          actions: ['logs:UpdateDeliveryConfiguration', 'logs:DeleteDelivery'],
          resources: [logsArn('delivery', '*')],
        }),
        // CloudWatch Logs checks the bucket policy when it creates the delivery and adds its statement if it is
        // missing (documented caller permissions for S3 destinations); the statement above is already there.
        new PolicyStatement({
          actions: ['s3:GetBucketPolicy', 's3:PutBucketPolicy'],
          resources: [props.bucket.bucketArn],
        }),
      ]),
      logGroup,
      installLatestAwsSdk: false,
    });
    delivery.node.addDependency(source, destination);
    if (bucketPolicy.policyDependable) delivery.node.addDependency(bucketPolicy.policyDependable);

    // CDK's one AwsCustomResource provider function per stack, shared by the three calls above.
    suppress(stack.node.findChild(`AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`), [
      [
        'AwsSolutions-IAM4',
        'AWSLambdaBasicExecutionRole only lets the deploy-time provider function write its own log streams.',
        [BASIC_EXECUTION_ROLE],
      ],
    ]);
    suppress(delivery, [
      [
        'AwsSolutions-IAM5',
        'CloudWatch Logs names a delivery by an id it assigns at creation, so the delivery actions name delivery:* in us-east-1 of this account.',
        [{ regex: '/^Resource::arn:<AWS::Partition>:logs:us-east-1:<AWS::AccountId>:delivery:\\*$/g' }],
      ],
    ]);
  }
}
