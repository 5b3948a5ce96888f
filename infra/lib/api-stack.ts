import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AuthorizationType,
  CfnGraphQLApi,
  Definition,
  FieldLogLevel,
  GraphqlApi,
  IntrospectionConfig,
  type IGraphqlApi,
  type ISchema,
  type ISchemaConfig,
} from 'aws-cdk-lib/aws-appsync';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, LogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';
import { PAGE_TOKEN_SECRET } from '@/backend/store/store';
import { RESOLVER_TIMEOUT_SECONDS } from '@/backend/core/deadline';
import { alarm } from './alarms';
import { BackendFunction, TABLE_GRANT_FINDINGS } from './node-function';
import { suppress } from './nag';
import { retention } from './retention';
import { passSecretByArn } from './secret-access';
import { deployableSchema, readRepositorySchema, rootFields } from './schema';

export interface ApiStackProps extends StackProps {
  config: EnvironmentConfig;
  userPool: IUserPool;
  table: Table;
  alarmTopic: ITopic;
}

/** A schema given as text: the repository's SDL after the build step, never a copy kept in infra/. */
class SdlSchema implements ISchema {
  constructor(private readonly sdl: string) {}
  bind(api: Parameters<ISchema['bind']>[0]): ISchemaConfig {
    return { apiId: (api as IGraphqlApi).apiId, definition: this.sdl };
  }
}

/** AppSync over the backend's Lambda resolver: every Query and Mutation field goes to backend/lambda/handler.ts. */
export class ApiStack extends Stack {
  readonly api: GraphqlApi;
  readonly resolver: BackendFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, table } = props;
    const sdl = readRepositorySchema();

    const pageTokenSecret = new Secret(this, 'PageTokenSecret', {
      description: `${config.prefix}: signs the API's pagination tokens (API_TOKEN_SECRET)`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.resolver = new BackendFunction(this, 'Resolver', {
      entry: 'backend/lambda/handler.ts',
      description: "AppSync's direct Lambda resolver for every Query and Mutation field",
      logRetentionDays: config.logRetentionDays,
      environment: { TABLE_NAME: table.tableName },
      // Inside AppSync's 30 seconds, so AppSync always gets its answer; erasure stops inside it (resolvers/privacy.ts).
      timeout: Duration.seconds(RESOLVER_TIMEOUT_SECONDS),
    });
    passSecretByArn(this.resolver, PAGE_TOKEN_SECRET.arnVariable, pageTokenSecret);
    table.grantReadWriteData(this.resolver);

    this.api = new GraphqlApi(this, 'Api', {
      name: `${config.prefix}-Api`,
      definition: Definition.fromSchema(new SdlSchema(deployableSchema(sdl))),
      authorizationConfig: {
        defaultAuthorization: {
          authorizationType: AuthorizationType.USER_POOL,
          userPoolConfig: { userPool: props.userPool },
        },
      },
      xrayEnabled: true,
      introspectionConfig: IntrospectionConfig.DISABLED,
      queryDepthLimit: config.api.queryDepthLimit,
      resolverCountLimit: config.api.resolverCountLimit,
    });
    this.logRequestErrors(config);

    const dataSource = this.api.addLambdaDataSource('Backend', this.resolver);
    for (const { typeName, fieldName } of rootFields(sdl)) {
      // No mapping templates: a direct Lambda resolver hands AppSync's event to the handler as it is.
      dataSource.createResolver(`${typeName}${fieldName[0]?.toUpperCase()}${fieldName.slice(1)}`, {
        typeName,
        fieldName,
      });
    }

    const firewallName = `${config.prefix}-Api`;
    const firewall = new CfnWebACL(this, 'Firewall', {
      name: firewallName,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        sampledRequestsEnabled: false,
        metricName: `${config.prefix}Api`,
      },
      rules: [
        rateLimitPerCaller(config.api.rateLimitPerCallerPer5Minutes, 0),
        rateLimitAnonymousPerIp(config.api.rateLimitAnonymousPerIpPer5Minutes, 1),
        managedRule('AWSManagedRulesAmazonIpReputationList', 2),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 3),
      ],
    });
    new CfnWebACLAssociation(this, 'FirewallOnApi', { resourceArn: this.api.arn, webAclArn: firewall.attrArn });
    this.addAlarms(props.alarmTopic, firewallName, config);

    new CfnOutput(this, 'GraphqlUrl', { value: this.api.graphqlUrl });

    suppress(this.resolver, [
      [
        'AwsSolutions-IAM5',
        "grantReadWriteData: the resolver queries the table's indexes (table/index/*) and uses the table's KMS key.",
        TABLE_GRANT_FINDINGS,
      ],
    ]);
    suppress(pageTokenSecret, [
      [
        'AwsSolutions-SMG4',
        'The secret only signs short-lived pagination tokens; rotating it would only invalidate open pages. Rotate by hand (README) if it leaks.',
      ],
    ]);
    suppress(this.api, [
      [
        'AwsSolutions-ASC3',
        'Field logs are on at ERROR level, but excludeVerboseContent stays true: request and response bodies hold health data, which never goes into logs.',
      ],
      [
        'AwsSolutions-IAM5',
        'AppSync invokes the resolver Lambda and its versions (<arn>:*), as CDK grants a Lambda data source.',
        [{ regex: '/^Resource::<Resolver[0-9A-F]+\\.Arn>:\\*$/g' }],
      ],
    ]);
  }

  /**
   * The resolver's Errors count every refusal it answers (a ValidationError, a stale revision), so its alarm is on
   * their share of calls; its internal failures ("Resolver failed" in its log, no field values) alarm at one.
   */
  private addAlarms(topic: ITopic, firewallName: string, config: EnvironmentConfig): void {
    const period = Duration.minutes(5);
    alarm(this, 'ResolverErrorsAlarm', {
      topic,
      metric: new MathExpression({
        expression: 'IF(calls >= 20, 100 * errors / calls, 0)',
        usingMetrics: {
          errors: this.resolver.metricErrors({ period, statistic: 'Sum' }),
          calls: this.resolver.metricInvocations({ period, statistic: 'Sum' }),
        },
        period,
        label: 'Resolver errors, % of calls',
      }),
      threshold: 10,
      periods: 2,
      description: 'One in ten API calls or more ended in an error for 10 minutes (Lambda Errors of the resolver).',
    });
    const failures = new MetricFilter(this, 'ResolverFailures', {
      logGroup: this.resolver.logGroup,
      filterPattern: FilterPattern.literal('"Resolver failed"'),
      metricNamespace: config.prefix,
      metricName: 'ResolverInternalFailures',
      metricValue: '1',
    });
    alarm(this, 'ResolverFailuresAlarm', {
      topic,
      metric: failures.metric({ period, statistic: 'Sum' }),
      threshold: 1,
      description: 'The resolver answered InternalFailure (an unexpected error, "Resolver failed" in its log).',
    });
    alarm(this, 'Api5xxAlarm', {
      topic,
      metric: new Metric({
        namespace: 'AWS/AppSync',
        metricName: '5XXError',
        dimensionsMap: { GraphQLAPIId: this.api.apiId },
        period,
        statistic: 'Sum',
      }),
      threshold: 1,
      description: 'AppSync answered with a server error (5XXError).',
    });
    alarm(this, 'RateLimitPerCallerAlarm', {
      topic,
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: firewallName, Region: this.region, Rule: RATE_LIMIT_PER_CALLER },
        period,
        statistic: 'Sum',
      }),
      threshold: 1,
      description:
        'The firewall blocked a signed-in caller for too many API calls: an abuser, or a limit too low for a real page (config.ts).',
    });
  }

  /**
   * Errors only, and never the request or response bodies: arguments and results hold health data. Set on the
   * CloudFormation resource because the L2 logConfig adds a custom-resource Lambda to set the retention; here the
   * log group AppSync writes to is created with its retention, and AppSync's role may write only to it.
   */
  private logRequestErrors(config: EnvironmentConfig): void {
    const logGroup = new LogGroup(this, 'ApiLogs', {
      logGroupName: `/aws/appsync/apis/${this.api.apiId}`,
      retention: retention(config.logRetentionDays),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const role = new Role(this, 'ApiLogsRole', { assumedBy: new ServicePrincipal('appsync.amazonaws.com') });
    role.addToPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [`${logGroup.logGroupArn}`],
      }),
    );
    (this.api.node.defaultChild as CfnGraphQLApi).logConfig = {
      cloudWatchLogsRoleArn: role.roleArn,
      fieldLogLevel: FieldLogLevel.ERROR,
      excludeVerboseContent: true,
    };
    suppress(role, [
      [
        'AwsSolutions-IAM5',
        "Log streams inside the API's own log group (<log group arn>:*).",
        [{ regex: '/^Resource::.*:\\*$/g' }],
      ],
    ]);
  }
}

const RATE_LIMIT_PER_CALLER = 'RateLimitPerCaller';

/**
 * Counts each caller's requests by the token it sends: every call of the app comes from the web server, so an
 * address would count the whole site as one. WAF leaves requests without the header out of this rule (its guide:
 * a request missing an aggregation key is not evaluated); the next rule counts those.
 */
function rateLimitPerCaller(limit: number, priority: number): CfnWebACL.RuleProperty {
  return {
    name: RATE_LIMIT_PER_CALLER,
    priority,
    action: { block: {} },
    statement: {
      rateBasedStatement: {
        limit,
        evaluationWindowSec: 300,
        aggregateKeyType: 'CUSTOM_KEYS',
        customKeys: [{ header: { name: 'authorization', textTransformations: [{ priority: 0, type: 'NONE' }] } }],
      },
    },
    visibilityConfig: {
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: false,
      metricName: RATE_LIMIT_PER_CALLER,
    },
  };
}

/** Requests with no token, which the app never sends, per address: a flood from one place stops at the firewall. */
function rateLimitAnonymousPerIp(limit: number, priority: number): CfnWebACL.RuleProperty {
  const hasAuthorization: CfnWebACL.StatementProperty = {
    sizeConstraintStatement: {
      fieldToMatch: { singleHeader: { Name: 'authorization' } },
      comparisonOperator: 'GT',
      size: 0,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
  return {
    name: 'RateLimitAnonymousPerIp',
    priority,
    action: { block: {} },
    statement: {
      rateBasedStatement: {
        limit,
        evaluationWindowSec: 300,
        aggregateKeyType: 'IP',
        scopeDownStatement: { notStatement: { statement: hasAuthorization } },
      },
    },
    visibilityConfig: {
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: false,
      metricName: 'RateLimitAnonymousPerIp',
    },
  };
}

function managedRule(name: string, priority: number): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
    visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: false, metricName: name },
  };
}
