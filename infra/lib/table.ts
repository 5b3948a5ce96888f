import {
  AttributeType,
  ProjectionType,
  type Attribute,
  type GlobalSecondaryIndexProps,
} from 'aws-cdk-lib/aws-dynamodb';
import type { CreateTableCommandInput, KeySchemaElement } from '@aws-sdk/client-dynamodb';

export interface TableShape {
  partitionKey: Attribute;
  sortKey?: Attribute;
  globalSecondaryIndexes: GlobalSecondaryIndexProps[];
}

/**
 * The backend's own table definition (backend/store/table.ts, which the local stack creates tables from) in
 * CDK's terms, so the deployed table cannot differ from the one the code is tested against.
 */
export function tableShape(definition: CreateTableCommandInput): TableShape {
  const types = new Map(
    (definition.AttributeDefinitions ?? []).map((attribute) => [attribute.AttributeName, attribute.AttributeType]),
  );
  const attribute = (name: string | undefined): Attribute => {
    const type = name === undefined ? undefined : types.get(name);
    if (!name || !type) throw new Error(`Key attribute ${name ?? '(none)'} has no definition`);
    return { name, type: { S: AttributeType.STRING, N: AttributeType.NUMBER, B: AttributeType.BINARY }[type] };
  };
  const keys = (schema: KeySchemaElement[] | undefined) => {
    const hash = schema?.find((key) => key.KeyType === 'HASH');
    const range = schema?.find((key) => key.KeyType === 'RANGE');
    return {
      partitionKey: attribute(hash?.AttributeName),
      ...(range ? { sortKey: attribute(range.AttributeName) } : {}),
    };
  };
  return {
    ...keys(definition.KeySchema),
    globalSecondaryIndexes: (definition.GlobalSecondaryIndexes ?? []).map((index) => {
      const projection = index.Projection?.ProjectionType ?? 'ALL';
      if (!index.IndexName) throw new Error('An index has no name');
      return {
        indexName: index.IndexName,
        ...keys(index.KeySchema),
        projectionType: ProjectionType[projection],
        ...(index.Projection?.NonKeyAttributes ? { nonKeyAttributes: index.Projection.NonKeyAttributes } : {}),
      };
    }),
  };
}
