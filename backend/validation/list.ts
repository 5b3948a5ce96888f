import { z } from 'zod';
import { calendarDate, text } from './common';
import { CODE_STATUSES, MODEL_SORT_DIRECTIONS } from './enums';
import { offerSource } from './code';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

function dateRange(from: 'createdFrom' | 'checkedFrom', to: 'createdTo' | 'checkedTo') {
  return z
    .partialRecord(z.enum([from, to]), calendarDate.nullish())
    .refine((range) => !range[from] || !range[to] || range[from] <= range[to], {
      error: `must not be before ${from}`,
      path: [to],
    });
}

/** Arguments every list query shares (spec section 7). */
function listArgs<F extends z.ZodType>(itemType: string, filter: F) {
  return z.object({
    itemType: z.literal(itemType, { error: `must be ${itemType} for this query` }).nullish(),
    uid: text(128).nullish(),
    filter: filter.nullish(),
    limit: z
      .number()
      .int({ error: `must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
      .min(1, { error: `must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
      // Refused, not capped: a caller who asked for 1000 and silently got 100 would think she had everything.
      .max(MAX_PAGE_SIZE, { error: `must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
      .nullish()
      .transform((limit) => limit ?? DEFAULT_PAGE_SIZE),
    nextToken: z.string().max(4096, { error: 'is not a valid page token' }).nullish(),
    sortDirection: z
      .enum(MODEL_SORT_DIRECTIONS)
      .nullish()
      .transform((direction) => direction ?? 'DESC'),
  });
}

/**
 * One schema per item type, built on first use and kept: building a zod schema (and compiling its parser on
 * the first parse) cost more than a list request's whole store query when it was done on every request.
 * Item types are a fixed few, so the maps stay small.
 */
function builtOnce<S>(build: (itemType: string) => S): (itemType: string) => S {
  const built = new Map<string, S>();
  return (itemType) => {
    let schema = built.get(itemType);
    if (!schema) built.set(itemType, (schema = build(itemType)));
    return schema;
  };
}

export const createdListArgs = builtOnce((itemType) => listArgs(itemType, dateRange('createdFrom', 'createdTo')));
export const checkedListArgs = builtOnce((itemType) => listArgs(itemType, dateRange('checkedFrom', 'checkedTo')));
export const codeListArgs = listArgs(
  'Code',
  z
    .strictObject({
      status: z.enum(CODE_STATUSES).nullish(),
      source: offerSource.nullish(),
      from: calendarDate.nullish(),
      to: calendarDate.nullish(),
    })
    .refine((range) => !range.from || !range.to || range.from <= range.to, {
      error: 'must not be before from',
      path: ['to'],
    }),
);

export type ListArgs = z.output<ReturnType<typeof createdListArgs>>;
