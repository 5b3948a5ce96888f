import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';
import { tableDefinition, TTL_ATTRIBUTE } from '@/backend/store/table';
import type { EnvironmentConfig } from '../config';
import { tableShape } from './table';

export interface DataStackProps extends StackProps {
  config: EnvironmentConfig;
}

/** The one DynamoDB table, shaped by the backend's own definition, and the key that encrypts it. */
export class DataStack extends Stack {
  readonly table: Table;
  readonly key: Key;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.key = new Key(this, 'TableKey', {
      description: `${config.prefix}: encrypts the health and account data in DynamoDB`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const shape = tableShape(tableDefinition());
    this.table = new Table(this, 'Table', {
      tableName: `${config.prefix}-Data`,
      partitionKey: shape.partitionKey,
      sortKey: shape.sortKey,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: this.key,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of shape.globalSecondaryIndexes) this.table.addGlobalSecondaryIndex(index);
  }
}
