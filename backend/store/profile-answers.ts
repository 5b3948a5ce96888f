import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { singletonKey, typeDate } from './keys';

/**
 * Where a user's questionnaire answers live. The seed product kept them as a public file anyone could
 * fetch by guessing the path; here they are private and reached only through the API. This interface
 * is all resolvers use, so object storage (S3 with per-user keys) can replace the table item later.
 */
export interface ProfileAnswersStorage {
  load(uid: string): Promise<StoredProfileAnswers | null>;
  save(uid: string, answersJson: string, now: Date): Promise<StoredProfileAnswers>;
  /** Returns whether there was anything to remove. */
  remove(uid: string): Promise<boolean>;
}

export interface StoredProfileAnswers {
  uid: string;
  /** The document as JSON text. */
  answersJson: string;
  updatedAt: string;
}

/** DynamoDB items are limited to 400 KB; the answers document is held well below that. */
export const MAX_PROFILE_ANSWERS_BYTES = 64 * 1024;

export function dynamoProfileAnswers(doc: DynamoDBDocumentClient, tableName: string): ProfileAnswersStorage {
  const key = (uid: string) => singletonKey(uid, 'ProfileAnswers');
  return {
    async load(uid) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: key(uid), ConsistentRead: true }));
      if (!Item) return null;
      return { uid, answersJson: String(Item.answers), updatedAt: String(Item.updatedAt) };
    },
    async save(uid, answersJson, now) {
      if (Buffer.byteLength(answersJson) > MAX_PROFILE_ANSWERS_BYTES) throw new Error('Profile answers too large');
      const updatedAt = now.toISOString();
      // Kept as JSON text, not a DynamoDB map: maps cap nesting at 32 levels and would reshape numbers.
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...key(uid),
            itemType: 'ProfileAnswers',
            uid,
            typeDate: typeDate('ProfileAnswers', updatedAt, uid),
            answers: answersJson,
            updatedAt,
          },
        }),
      );
      return { uid, answersJson, updatedAt };
    },
    async remove(uid) {
      const { Attributes } = await doc.send(
        new DeleteCommand({ TableName: tableName, Key: key(uid), ReturnValues: 'ALL_OLD' }),
      );
      return Attributes !== undefined;
    },
  };
}
