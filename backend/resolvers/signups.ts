import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { parseArguments } from '@/backend/validation/common';
import { signupsArgs } from '@/backend/validation/offers';
import { queryAll } from '@/backend/store/records';
import { londonDate } from '@/lib/reminders/local-date';
import type { Resolver, ResolverContext } from './context';

/**
 * Sign-ups per partner source and month, kept as counters (one item per month and source) rather than
 * counted from the User records: the admin view reads a handful of items however many members there are.
 * The counter is incremented only when createUser really created the User (createUser is idempotent), so
 * a repeat does not count twice; a crash between the two writes would undercount by one.
 * The month is the UK's (londonDate): in summer time a sign-up at 00:30 on the 1st belongs to the new month,
 * though it is still the old one in UTC. Counters written before this was so keep the UTC month they were
 * counted under (a few sign-ups in the first hour of a summer month may sit in the month before): not migrated.
 */
const SIGNUPS_PK = 'STATS#signups';

/** The partner slug from the token's custom:source, or 'direct'; anything unexpected counts as direct. */
export function signupSource(claimed: string | undefined): string {
  return claimed && /^[a-z0-9-]{1,64}$/.test(claimed) ? claimed : 'direct';
}

export async function countSignup(context: ResolverContext, source: string): Promise<void> {
  const month = londonDate(context.now).slice(0, 7);
  await context.store.doc.send(
    new UpdateCommand({
      TableName: context.store.tableName,
      Key: { pk: SIGNUPS_PK, sk: `${month}#${source}` },
      UpdateExpression: 'ADD #count :one SET #source = :source, #month = :month',
      ExpressionAttributeNames: { '#count': 'count', '#source': 'source', '#month': 'month' },
      ExpressionAttributeValues: { ':one': 1, ':source': source, ':month': month },
    }),
  );
}

export const signupsBySource: Resolver = async (args, context) => {
  const { fromMonth, toMonth } = parseArguments(signupsArgs, args);
  const items = await queryAll(context.store, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': SIGNUPS_PK, ':from': fromMonth ?? '', ':to': `${toMonth ?? ''}\uffff` },
    ScanIndexForward: false,
  });
  return items.map(({ source, month, count }) => ({ source, month, count }));
};
