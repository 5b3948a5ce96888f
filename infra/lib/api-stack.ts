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
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';
import { PAGE_TOKEN_SECRET } from '@/backend/store/store';
import { RESOLVER_TIMEOUT_SECONDS } from '@/backend/core/deadline';
import { BackendFunction, TABLE_GRANT_FINDINGS } from './node-function';
import { suppress } from './nag';
import { retention } from './retention';
import { passSecretByArn } from './secret-access';
import { deployableSchema, readRepositorySchema, rootFields } from './schema';

export interface ApiStackProps extends StackProps {
  config: EnvironmentConfig;
  userPool: IUserPool;
  table: Table;
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

    const firewall = new CfnWebACL(this, 'Firewall', {
      name: `${config.prefix}-Api`,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        sampledRequestsEnabled: false,
        metricName: `${config.prefix}Api`,
      },
      rules: [
        {
          name: 'RateLimitPerIp',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: config.api.rateLimitPer5Minutes,
              aggregateKeyType: 'IP',
              evaluationWindowSec: 300,
            },
          },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            sampledRequestsEnabled: false,
            metricName: 'RateLimitPerIp',
          },
        },
        managedRule('AWSManagedRulesAmazonIpReputationList', 1),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 2),
      ],
    });
    new CfnWebACLAssociation(this, 'FirewallOnApi', { resourceArn: this.api.arn, webAclArn: firewall.attrArn });

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

function managedRule(name: string, priority: number): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
    visibilityConfig: { cloudWatchMetricsEnabled: true, sampledRequestsEnabled: false, metricName: name },
  };
}
