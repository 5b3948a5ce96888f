import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { REMINDER_SIGNING_KEYS } from '@/backend/jobs/reminder-keys';
import { brand } from '@/lib/site/brand';
import type { EnvironmentConfig } from '../config';
import { BackendFunction } from './node-function';
import { suppress } from './nag';
import { retention } from './retention';
import { passSecretByArn } from './secret-access';

export interface ReminderLinksProps {
  config: EnvironmentConfig;
  table: Table;
  /** The REMINDER_SIGNING_KEYS secret (jobs-stack.ts), which the function reads at run time. */
  signingKeys: ISecret;
}

/** The only two requests the endpoint accepts; anything else API Gateway answers with 404 without a Lambda. */
export const REMINDER_LINK_ROUTES = [
  { method: HttpMethod.POST, path: '/unsubscribe' },
  { method: HttpMethod.GET, path: '/calendar' },
] as const;

/**
 * The backend of the reminder emails' unsubscribe link and of her calendar subscription: backend/lambda/
 * reminder-links.ts behind an API Gateway HTTP API, which the web app calls as REMINDERS_API_URL.
 *
 * An HTTP API rather than a Lambda function URL: it accepts only the two routes (a function URL would run the
 * Lambda for any path and method), throttles them at the stage before anything is invoked, and writes access
 * logs. There is no authorizer on purpose: the signed token in each request is the credential, checked by the
 * Lambda, exactly as it is when the app forwards a link from an email or a calendar program.
 */
export class ReminderLinks extends Construct {
  readonly handler: BackendFunction;
  /** The stage's https URL, ending in `/`; the app appends `unsubscribe` or `calendar`. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: ReminderLinksProps) {
    super(scope, id);
    const { config, table } = props;

    this.handler = new BackendFunction(this, 'Handler', {
      entry: 'backend/lambda/reminder-links.ts',
      description: 'Reminder links: unsubscribe and the private calendar feed, by signed token',
      logRetentionDays: config.logRetentionDays,
      memorySize: 256,
      environment: {
        TABLE_NAME: table.tableName,
        // The calendar's links and name come from here, never from the request.
        SITE_URL: config.siteUrl,
        SITE_NAME: brand.name,
      },
    });
    passSecretByArn(this.handler, REMINDER_SIGNING_KEYS.arnVariable, props.signingKeys);
    // One User item by its key: read it (the calendar, the unsubscribe's check) and update it (stop reminders).
    this.handler.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], resources: [table.tableArn] }),
    );
    // DynamoDB encrypts the table with the customer key for the caller: the key actions CDK grants for read and write.
    table.grantOnKey(
      this.handler,
      'kms:Decrypt',
      'kms:DescribeKey',
      'kms:Encrypt',
      'kms:ReEncrypt*',
      'kms:GenerateDataKey*',
    );

    const api = new HttpApi(this, 'Api', {
      apiName: `${config.prefix}-ReminderLinks`,
      description: 'Unsubscribe and calendar-feed links from reminder emails (signed tokens)',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: retention(config.logRetentionDays),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const stage = new HttpStage(this, 'Stage', {
      httpApi: api,
      autoDeploy: true,
      throttle: { rateLimit: config.reminderLinks.ratePerSecond, burstLimit: config.reminderLinks.burst },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // No query string, body or caller address: the token names her, and her address is personal data.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            route: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    const integration = new HttpLambdaIntegration('Lambda', this.handler, { timeout: Duration.seconds(10) });
    for (const route of REMINDER_LINK_ROUTES) {
      api.addRoutes({ path: route.path, methods: [route.method], integration });
    }
    this.url = stage.url;

    suppress(this.handler, [
      [
        'AwsSolutions-IAM5',
        "The table's customer key, with the actions DynamoDB needs to read and write items encrypted with it.",
        [{ regex: '/^Action::kms:(GenerateDataKey|ReEncrypt)\\*$/g' }],
      ],
    ]);
    suppress(api, [
      [
        'AwsSolutions-APIG4',
        'The signed token in each request is the credential (a link in an email or a calendar program cannot sign in); the Lambda checks it.',
      ],
    ]);
  }
}
