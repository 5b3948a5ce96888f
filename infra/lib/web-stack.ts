import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  CacheQueryStringBehavior,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  Distribution,
  FunctionEventType,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  Architecture,
  Code,
  Function as LambdaFunction,
  FunctionUrlAuthType,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { REMINDER_SIGNING_KEYS } from '@/backend/jobs/reminder-keys';
import { SERVER_IDENTITY_ACTIONS } from '@/lib/validation/identity-permissions';
import type { EnvironmentConfig } from '../config';
import { alarm } from './alarms';
import { edgeSecurityHeaders } from './edge-headers';
import { BASIC_EXECUTION_ROLE } from './node-function';
import { suppress, type Suppression } from './nag';
import { retention } from './retention';
import { RequestLogs } from './request-logs';
import { REPO_ROOT } from './schema';
import { passSecretByArn } from './secret-access';
import { serverOriginRequest } from './server-origin';

export interface WebStackProps extends StackProps {
  config: EnvironmentConfig;
  /** OpenNext's output folder; defaults to config.web.buildDir under the repository root. */
  buildDir?: string;
  userPoolId: string;
  /** The pool the server changes her consent records in (SERVER_IDENTITY_ACTIONS, on this pool only). */
  userPoolArn: string;
  userPoolClientId: string;
  graphqlUrl: string;
  /** The site server's own pool account for free prize-draw entries (identity-stack.ts) and its password's secret. */
  prizeDrawService: { username: string; password: ISecret };
  /** The reminder links' endpoint (jobs stack), where /unsubscribe and /calendar/<token>.ics forward. */
  remindersApiUrl: string;
  /** The REMINDER_SIGNING_KEYS secret (jobs stack): /plan signs her calendar URL with it. */
  reminderSigningKeys: ISecret;
  alarmTopic: ITopic;
}

/**
 * The name CloudFront must answer to: siteUrl's host, since the server accepts forms only from SITE_URL
 * (middleware.ts, Next's server-action origin check). Without a certificate for it the site would be served on
 * d….cloudfront.net alone and every form refused, so that is an error, unless siteUrl is that very domain.
 */
export function siteDomain(config: EnvironmentConfig): { host: string; certificateArn?: string } {
  const host = new URL(config.siteUrl).host;
  if (host.endsWith('.cloudfront.net')) return { host };
  if (!config.web.certificateArn) {
    throw new Error(
      `${config.prefix}-Web: siteUrl ${config.siteUrl} needs an ACM certificate for ${host} in us-east-1. ` +
        `Set web.certificateArn for ${config.name} in infra/config.ts, or set siteUrl to the distribution's own ` +
        `https://<id>.cloudfront.net address (README, "The site's domain").`,
    );
  }
  return { host, certificateArn: config.web.certificateArn };
}

/** Where Next puts the files whose names carry their content's hash (OpenNext's `versionedSubDir` plus static). */
export const VERSIONED_ASSETS = '_next/static';

const S3_LOG_PREFIX = 's3/';
/** CloudFront's request logs (standard logging v2, `lib/request-logs.ts`): no path, query, cookie or address. */
export const REQUEST_LOG_PREFIX = 'cloudfront-v2';
/**
 * Where CloudFront's legacy standard logs went. They record every request's path and query, so they hold her
 * calendar link (`/calendar/<token>.ics`, a long-lived token naming her) and `/unsubscribe?token=`. Nothing writes
 * here any more; the rule stays so that the last of them expire within days, not the environment's log retention.
 */
export const LEGACY_CLOUDFRONT_LOG_PREFIX = 'cloudfront/';
export const LEGACY_CLOUDFRONT_LOG_DAYS = 7;

/** How long CloudFront waits for the server's response: its default, and the most it allows without a quota raise. */
export const ORIGIN_READ_TIMEOUT_SECONDS = 30;
/**
 * The server's own timeout: the longest action, deleting her account, checks her password, waits for the erasure
 * (ERASURE_TIMEOUT_MS in lib/data/request-timeout.ts) and deletes her identity, and must answer before CloudFront
 * stops waiting. Ordinary pages end long before: each API call gives up after 8 s.
 */
export const SERVER_TIMEOUT_SECONDS = 28;

/** The folders of an OpenNext build (`npx @opennextjs/aws build`) this stack deploys. */
export function openNextLayout(buildDir: string) {
  return {
    assets: path.join(buildDir, 'assets'),
    cache: path.join(buildDir, 'cache'),
    server: path.join(buildDir, 'server-functions', 'default'),
  };
}

export function hasOpenNextBuild(buildDir: string): boolean {
  return Object.values(openNextLayout(buildDir)).every((folder) => existsSync(folder));
}

/**
 * The Next.js app on AWS the OpenNext way: the server function on Lambda behind CloudFront, static files in a
 * private S3 bucket read by CloudFront only, the app's security headers at the edge, and HTTPS only.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;
    const domain = siteDomain(config);
    const layout = openNextLayout(props.buildDir ?? path.join(REPO_ROOT, config.web.buildDir));

    const logs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // The assets bucket's S3 access logs are delivered with the LogDeliveryWrite ACL (CDK's default without the
      // serverAccessLogsUseBucketPolicy flag), which needs object ownership other than enforced.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [
        { prefix: LEGACY_CLOUDFRONT_LOG_PREFIX, expiration: Duration.days(LEGACY_CLOUDFRONT_LOG_DAYS) },
        { prefix: `${REQUEST_LOG_PREFIX}/`, expiration: Duration.days(config.logRetentionDays) },
        { prefix: S3_LOG_PREFIX, expiration: Duration.days(config.logRetentionDays) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const assets = new Bucket(this, 'Assets', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: S3_LOG_PREFIX,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const server = new LambdaFunction(this, 'Server', {
      description: 'Next.js server (OpenNext)',
      code: Code.fromAsset(layout.server),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 1024,
      timeout: Duration.seconds(SERVER_TIMEOUT_SECONDS),
      tracing: Tracing.ACTIVE,
      logGroup: new LogGroup(this, 'ServerLogs', {
        retention: retention(config.logRetentionDays),
        removalPolicy: RemovalPolicy.RETAIN,
      }),
      environment: {
        // lib/config.ts: a deployed app must name its pool and API, and refuses any local endpoint.
        APP_DEPLOYED: 'true',
        AUTH_REGION: config.region,
        AUTH_USER_POOL_ID: props.userPoolId,
        AUTH_USER_POOL_CLIENT_ID: props.userPoolClientId,
        GRAPHQL_URL: props.graphqlUrl,
        SITE_URL: config.siteUrl,
        REMINDERS_API_URL: props.remindersApiUrl,
        // OpenNext serves prerendered pages from its incremental cache in the assets bucket.
        CACHE_BUCKET_NAME: assets.bucketName,
        CACHE_BUCKET_KEY_PREFIX: '_cache',
        CACHE_BUCKET_REGION: config.region,
        PRIZE_DRAW_SERVICE_USERNAME: props.prizeDrawService.username,
      },
    });
    // By ARN, read at run time (backend/core/secrets.ts): the values are never in the function's configuration.
    passSecretByArn(server, REMINDER_SIGNING_KEYS.arnVariable, props.reminderSigningKeys);
    passSecretByArn(server, 'PRIZE_DRAW_SERVICE_PASSWORD_ARN', props.prizeDrawService.password);
    assets.grantReadWrite(server, '_cache/*');
    // Her consent records are not her token's to write (lib/validation/identity-permissions.ts): the server changes
    // them for her own account from /settings and /account, with exactly these actions on this one pool.
    server.addToRolePolicy(
      new PolicyStatement({
        actions: SERVER_IDENTITY_ACTIONS.map((action) => `cognito-idp:${action}`),
        resources: [props.userPoolArn],
      }),
    );
    // Public because CloudFront must reach it for every page; all it serves is what the site serves.
    const serverUrl = server.addFunctionUrl({ authType: FunctionUrlAuthType.NONE });

    const responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'The app security headers (lib/security/headers.ts)',
      ...edgeSecurityHeaders(config.region),
    });
    const serverCache = new CachePolicy(this, 'ServerCache', {
      comment: 'Next.js pages: the app decides with Cache-Control; personal pages are never cached',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(365),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.all(),
      headerBehavior: CacheHeaderBehavior.allowList(
        'accept',
        'rsc',
        'next-router-prefetch',
        'next-router-state-tree',
        'next-url',
        'next-router-segment-prefetch',
      ),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const serverRequest = serverOriginRequest(this);
    const assetsOrigin = S3BucketOrigin.withOriginAccessControl(assets);
    const staticBehaviour: BehaviorOptions = {
      origin: assetsOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
      compress: true,
    };
    this.distribution = new Distribution(this, 'Site', {
      comment: `${config.prefix} web`,
      defaultBehavior: {
        origin: new FunctionUrlOrigin(serverUrl, { readTimeout: Duration.seconds(ORIGIN_READ_TIMEOUT_SECONDS) }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: serverCache,
        originRequestPolicy: serverRequest.policy,
        functionAssociations: [{ function: serverRequest.forwardHost, eventType: FunctionEventType.VIEWER_REQUEST }],
        responseHeadersPolicy,
        compress: true,
      },
      additionalBehaviors: Object.fromEntries(staticPaths(layout.assets).map((pattern) => [pattern, staticBehaviour])),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      ...(domain.certificateArn
        ? {
            domainNames: [domain.host],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
          }
        : {}),
    });
    new RequestLogs(this, 'RequestLogs', {
      distribution: this.distribution,
      bucket: logs,
      prefix: REQUEST_LOG_PREFIX,
      name: `${config.prefix}-requests`,
      logRetentionDays: config.logRetentionDays,
    });

    // The upload runs in one CDK provider function per stack; its logs get a retention like everything else.
    const uploadLogs = new LogGroup(this, 'UploadLogs', {
      retention: retention(config.logRetentionDays),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Next names the files under _next/static by their content (OpenNext's output calls them versioned), so
    // browsers and CloudFront may keep them for a year; other files keep their names across releases, so browsers
    // revalidate them and CloudFront keeps them until the deployment's invalidation. Old files stay (no prune)
    // for pages still open from the previous release.
    const versioned = new BucketDeployment(this, 'UploadVersionedAssets', {
      logGroup: uploadLogs,
      sources: [Source.asset(layout.assets)],
      destinationBucket: assets,
      exclude: ['*'],
      include: [`${VERSIONED_ASSETS}/*`],
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      prune: false,
    });
    const deployment = new BucketDeployment(this, 'UploadAssets', {
      logGroup: uploadLogs,
      sources: [Source.asset(layout.assets)],
      destinationBucket: assets,
      exclude: [`${VERSIONED_ASSETS}/*`],
      cacheControl: [
        CacheControl.setPublic(),
        CacheControl.maxAge(Duration.seconds(0)),
        CacheControl.sMaxAge(Duration.days(365)),
        CacheControl.mustRevalidate(),
      ],
      prune: false,
      distribution: this.distribution,
    });
    deployment.node.addDependency(versioned);
    new BucketDeployment(this, 'UploadPrerenderedPages', {
      sources: [Source.asset(layout.cache)],
      destinationBucket: assets,
      destinationKeyPrefix: '_cache',
      prune: false,
      logGroup: uploadLogs,
    }).node.addDependency(deployment);

    // The DNS record's target: siteUrl's host as an alias (apex) or CNAME of this (README, "The site's domain").
    new CfnOutput(this, 'SiteDomain', { value: this.distribution.distributionDomainName });
    alarm(this, 'ServerErrorsAlarm', {
      topic: props.alarmTopic,
      metric: server.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      description: 'The Next.js server function failed or timed out (Lambda Errors ≥ 1 in 5 minutes).',
    });

    suppress(logs, [['AwsSolutions-S1', 'This is the access-log bucket itself; logging it into itself would loop.']]);
    suppress(this.distribution, [
      [
        'AwsSolutions-CFR3',
        'Request logs are standard logging v2 (RequestLogs), which the rule does not see; the legacy logs it asks for would hold link tokens.',
      ],
      ['AwsSolutions-CFR1', 'No geo restriction: a UK product whose users travel, with nothing to restrict by law.'],
      [
        'AwsSolutions-CFR2',
        "A CloudFront WAF must live in us-east-1; the data API has its own WAF with a rate limit, and the pages' server actions call it.",
      ],
      ...(domain.certificateArn
        ? []
        : [
            [
              'AwsSolutions-CFR4',
              "While siteUrl is the distribution's own cloudfront.net name, CloudFront's default certificate (older TLS allowed) serves it; a custom domain gets TLS 1.2.",
            ] as Suppression,
          ]),
    ]);
    suppress(server, [
      [
        'AwsSolutions-IAM4',
        'AWSLambdaBasicExecutionRole only lets the function write its own log streams.',
        [BASIC_EXECUTION_ROLE],
      ],
      [
        'AwsSolutions-L1',
        'Node.js 22, the runtime OpenNext builds the server for here (the issue asks for Node 22 or later).',
      ],
      [
        'AwsSolutions-IAM5',
        "The server reads and writes only the cache prefix of the assets bucket (s3 object actions on _cache/*), and X-Ray's trace APIs take no resource.",
        ['Resource::*', { regex: '/^(Action::s3:.*|Resource::.*_cache\\/\\*)$/g' }],
      ],
    ]);
    // CDK's one provider function behind every BucketDeployment in this stack.
    for (const provider of this.node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    )) {
      suppress(provider, [
        [
          'AwsSolutions-IAM4',
          "CDK's BucketDeployment provider uses the basic execution role; it runs only during deployment.",
          [BASIC_EXECUTION_ROLE],
        ],
        [
          'AwsSolutions-IAM5',
          'BucketDeployment copies objects from the CDK asset bucket into the assets bucket and invalidates the distribution.',
        ],
        ['AwsSolutions-L1', "BucketDeployment's provider runtime is chosen by CDK, not by this app."],
      ]);
    }
  }
}

/** One behaviour per top-level entry of the assets folder (`/_next/*`, `/favicon.ico`, ...): those are files. */
function staticPaths(assetsDir: string): string[] {
  return readdirSync(assetsDir)
    .sort()
    .map((name) => (statSync(path.join(assetsDir, name)).isDirectory() ? `/${name}/*` : `/${name}`));
}
