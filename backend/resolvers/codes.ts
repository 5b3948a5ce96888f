import { AppSyncError } from '@/backend/core/errors';
import { parseArguments } from '@/backend/validation/common';
import { createCodeArgs, updateCodeArgs } from '@/backend/validation/code';
import { deleteRecordArgs } from '@/backend/validation/diary';
import { codeListArgs } from '@/backend/validation/list';
import { INDEX } from '@/backend/store/table';
import { toRecord, ukDayInstants, withoutNulls } from '@/backend/store/keys';
import { putIfAbsent, queryPage, replaceItem, uidQuery } from '@/backend/store/records';
import { codeItem, deleteCodeItem, getCode } from '@/backend/store/codes';
import { pageScope, sentFields, type Resolver } from './context';

function statusAndSourceFilter(filter: { status?: string | null; source?: string | null } | null | undefined) {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filter?.status) {
    conditions.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = filter.status;
  }
  if (filter?.source) {
    conditions.push('#source = :source');
    names['#source'] = 'source';
    values[':source'] = filter.source;
  }
  return conditions.length ? { expression: conditions.join(' AND '), names, values } : undefined;
}

/** With uid: her own claimed codes (the access rule has checked uid is hers). Without: all codes, admins only. */
export const listCodes: Resolver = async (args, context) => {
  const { uid, filter, limit, nextToken, sortDirection } = parseArguments(codeListArgs, args);
  const ascending = sortDirection === 'ASC';
  const extra = statusAndSourceFilter(filter);
  const scope = pageScope(context, uid ? 'own' : 'all', filter ?? null, sortDirection);
  const days = ukDayInstants(filter?.from, filter?.to);
  const query = uid
    ? uidQuery({
        uid: context.caller.sub,
        itemType: 'Code',
        ...days,
        ascending,
        filter: extra,
      })
    : {
        IndexName: INDEX.codesByDate,
        KeyConditionExpression: 'codeList = :codeList AND codeDate BETWEEN :lower AND :upper',
        ExpressionAttributeValues: {
          ':codeList': 'Code',
          ':lower': days.from ?? '',
          ':upper': `${days.to ?? ''}\uffff`,
          ...extra?.values,
        },
        ...(extra ? { FilterExpression: extra.expression, ExpressionAttributeNames: extra.names } : {}),
        ScanIndexForward: ascending,
      };
  const page = await queryPage(context.store, query, { limit, nextToken, scope });
  return { items: page.items.map(toRecord), nextToken: page.nextToken };
};

export const createCode: Resolver = async (args, context) => {
  const { input } = parseArguments(createCodeArgs, args);
  const record = { status: 'AVAILABLE', ...input, timestamp: context.now.toISOString() };
  const { item } = await putIfAbsent(context.store, codeItem(record));
  return toRecord(item);
};

export const updateCode: Resolver = async (args, context) => {
  const { input } = parseArguments(updateCodeArgs, args);
  const existing = await getCode(context.store, input.id);
  if (!existing) throw new AppSyncError('NotFound', `No Code with id ${input.id}`);
  if (input.status === 'AVAILABLE' && existing.uid) {
    throw new AppSyncError(
      'ValidationError',
      'Invalid input: input.status cannot be AVAILABLE for a code a user has claimed',
    );
  }
  const next = codeItem(withoutNulls({ ...existing, ...sentFields(input) }));
  return toRecord(await replaceItem(context.store, existing, next));
};

export const deleteCode: Resolver = async (args, context) => {
  const { input } = parseArguments(deleteRecordArgs, args);
  const deleted = await deleteCodeItem(context.store, input.id);
  return deleted ? toRecord(deleted) : null;
};
