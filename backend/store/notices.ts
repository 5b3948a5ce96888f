import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from '@/backend/core/errors';
import { noticeId, type NoticeDraft } from '@/lib/notices/rules';
import { INDEX } from './table';
import { queryAll } from './records';
import { getAllByKey } from './batch-get';
import { typeDate, typeDateRange, type Item, type ItemKey } from './keys';
import type { Store } from './store';

/** A notice lives with its member (USER#uid) and is keyed by kind and key: one per user + kind + key. */
export function noticeKey(uid: string, id: string): ItemKey {
  return { pk: `USER#${uid}`, sk: `Notice#${id}` };
}

export { noticeId };

/** Writes the notice unless she already has it (read or not); true when it is new. */
export async function putNotice(store: Store, uid: string, draft: NoticeDraft, now: Date): Promise<boolean> {
  const id = noticeId(draft);
  const createdAt = now.toISOString();
  try {
    await store.doc.send(
      new PutCommand({
        TableName: store.tableName,
        Item: {
          ...noticeKey(uid, id),
          itemType: 'Notice',
          id,
          uid,
          kind: draft.kind,
          title: draft.title,
          body: draft.body,
          link: draft.link,
          createdAt,
          typeDate: typeDate('Notice', createdAt, id),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Removes one of her notices; nothing happens when she has none by that id, so a retry is harmless. */
export async function deleteNotice(store: Store, uid: string, id: string): Promise<void> {
  await store.doc.send(new DeleteCommand({ TableName: store.tableName, Key: noticeKey(uid, id) }));
}

export async function markNoticeRead(store: Store, uid: string, id: string, now: Date): Promise<Item | undefined> {
  try {
    const { Attributes } = await store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: noticeKey(uid, id),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'SET readAt = if_not_exists(readAt, :now)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return undefined;
    throw error;
  }
}

/** Notices worked out from her checks: health information, hidden while her health features are paused. */
export const HEALTH_NOTICE_KINDS: ReadonlySet<string> = new Set(['CHECK_DUE', 'CHECK_OVERDUE', 'FINDING_FOLLOW_UP']);

/** Her notices' ids, kinds and whether each was read: what the menu's count needs, without their text. */
export async function noticeStates(store: Store, uid: string): Promise<{ id: string; kind: string; read: boolean }[]> {
  const [lower, upper] = typeDateRange('Notice');
  const items = await queryAll(store, {
    IndexName: INDEX.byUid,
    KeyConditionExpression: 'uid = :uid AND typeDate BETWEEN :lower AND :upper',
    ProjectionExpression: 'id, kind, readAt',
    ExpressionAttributeValues: { ':uid': uid, ':lower': lower, ':upper': upper },
  });
  return items.map((item) => ({ id: String(item.id), kind: String(item.kind), read: item.readAt !== undefined }));
}

/**
 * Whether each of these notices of hers is stored and read, by key (consistent): the byUid index behind
 * noticeStates can lag, still showing a notice she has just read as unread, or missing one written a moment ago.
 */
export async function noticesReadByKey(
  store: Store,
  uid: string,
  ids: readonly string[],
): Promise<Map<string, boolean>> {
  const found = await getAllByKey(
    store,
    ids.map((id) => noticeKey(uid, id)),
    ['id', 'readAt'],
  );
  return new Map(found.map((item) => [String(item.id), item.readAt !== undefined]));
}
