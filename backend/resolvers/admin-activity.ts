import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { parseArguments } from '@/backend/validation/common';
import { pageArgs } from '@/backend/validation/offers';
import { INDEX } from '@/backend/store/table';
import { queryPage } from '@/backend/store/records';
import type { Item } from '@/backend/store/keys';
import { pageScope, type Resolver, type ResolverContext } from './context';

/**
 * Names what an admin mutation acted on from its arguments: an id, never the input itself, which may hold
 * a member's order details.
 */
function targetOf(args: Record<string, unknown>): string | undefined {
  const input = args.input && typeof args.input === 'object' ? (args.input as Record<string, unknown>) : {};
  const candidates = [args.offerId, args.drawId, args.id, input.id];
  const found = candidates.find((value) => typeof value === 'string' && value.length > 0);
  return typeof found === 'string' ? found.slice(0, 100) : undefined;
}

/** Called by the dispatcher after every successful admin mutation: who, what, when. */
export async function recordAdminActivity(context: ResolverContext, args: Record<string, unknown>): Promise<void> {
  const id = randomUUID();
  const at = context.now.toISOString();
  const preview = context.fieldName === 'importCodes' && args.commit === false;
  await context.store.doc.send(
    new PutCommand({
      TableName: context.store.tableName,
      Item: {
        pk: `ACTIVITY#${id}`,
        sk: 'AdminActivity',
        itemType: 'AdminActivity',
        id,
        actor: context.caller.username,
        actorSub: context.caller.sub,
        action: preview ? 'importCodes (preview)' : context.fieldName,
        target: targetOf(args),
        at,
        codeList: 'AdminActivity',
        codeDate: `${at}#${id}`,
      },
    }),
  );
}

const toActivity = ({ id, actor, action, target, at }: Item) => ({ id, actor, action, target: target ?? null, at });

export const adminActivity: Resolver = async (args, context) => {
  const { limit, nextToken } = parseArguments(pageArgs, args);
  const page = await queryPage(
    context.store,
    {
      IndexName: INDEX.codesByDate,
      KeyConditionExpression: 'codeList = :list',
      ExpressionAttributeValues: { ':list': 'AdminActivity' },
      ScanIndexForward: false,
    },
    { limit, nextToken, scope: pageScope(context) },
  );
  return { items: page.items.map(toActivity), nextToken: page.nextToken };
};
