import path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { REPO_ROOT } from './schema';
import { suppress } from './nag';
import { retention } from './retention';

export interface BackendFunctionProps {
  /** The entry file, relative to the repository root, exporting `handler`. */
  entry: string;
  description: string;
  logRetentionDays: number;
  environment?: Record<string, string>;
  timeout?: Duration;
  memorySize?: number;
}

export const BASIC_EXECUTION_ROLE =
  'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole';

/** What a role granted read and write on the table (its indexes, and the table's KMS key) shows cdk-nag. */
export const TABLE_GRANT_FINDINGS = [
  { regex: '/^Resource::.*\\/index\\/\\*$/g' },
  { regex: '/^Action::kms:(GenerateDataKey|ReEncrypt)\\*$/g' },
];

/**
 * A Lambda built from a backend/ entry: Node 22 on ARM, bundled by esbuild from node_modules on this machine
 * (never in Docker), X-Ray tracing on, and its own log group with a retention instead of a log group that
 * Lambda would create and keep forever.
 */
export class BackendFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: BackendFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: retention(props.logRetentionDays),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    super(scope, id, {
      entry: path.join(REPO_ROOT, props.entry),
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.CJS,
        target: 'node22',
        minify: true,
        sourceMap: true,
        tsconfig: path.join(REPO_ROOT, 'tsconfig.json'),
        // The runtime's own AWS SDK v3 is used, as NodejsFunction does by default on Node 18 and later.
        externalModules: ['@aws-sdk/*'],
      },
    });
    suppress(this, [
      [
        'AwsSolutions-IAM4',
        'AWSLambdaBasicExecutionRole only lets the function write its own log streams.',
        [BASIC_EXECUTION_ROLE],
      ],
      [
        'AwsSolutions-L1',
        'Node.js 22 on purpose: the runtime the backend is tested against (the issue asks for Node 22 or later).',
      ],
      [
        'AwsSolutions-IAM5',
        "X-Ray's PutTraceSegments and PutTelemetryRecords take no resource, so tracing is granted on *.",
        ['Resource::*'],
      ],
    ]);
  }
}
