import { z } from 'zod';
import { calendarDate, email, intRange, text } from './common';
import { offerSource } from './code';
import { OFFER_CATEGORIES, OFFER_STATUSES } from './enums';
import { TEXT_LIMITS } from '@/lib/validation/limits';

const category = z.enum(OFFER_CATEGORIES, { error: `must be one of ${OFFER_CATEGORIES.join(', ')}` });
const status = z.enum(OFFER_STATUSES, { error: `must be one of ${OFFER_STATUSES.join(', ')}` });
const partnerSlug = z.string({ error: 'must be a partner slug' }).regex(/^[a-z0-9-]{1,64}$/, {
  error: 'must be a partner slug (lower-case letters, digits and -)',
});
/** Partner links open from the member's screen, so only https is accepted. */
const partnerUrl = z
  .url({ protocol: /^https$/, error: 'must be an https address' })
  .max(500, { error: 'must be at most 500 characters' });
const required = (max: number) => text(max).pipe(z.string().min(1, { error: 'must not be empty' }));

const offerFields = {
  partner: partnerSlug,
  category,
  title: required(TEXT_LIMITS.offerTitle),
  benefit: required(TEXT_LIMITS.offerBenefit),
  terms: required(TEXT_LIMITS.offerTerms),
  howToUse: required(TEXT_LIMITS.offerHowToUse),
  partnerUrl: partnerUrl.nullish(),
  startDate: calendarDate,
  endDate: calendarDate,
  status: status.optional(),
  demonstration: z.boolean({ error: 'must be true or false' }).optional(),
};

const datesInOrder = (offer: { startDate?: string; endDate?: string }) =>
  !offer.startDate || !offer.endDate || offer.startDate <= offer.endDate;

export const createOfferArgs = z.object({
  input: z
    .strictObject({ id: offerSource, ...offerFields })
    .refine(datesInOrder, { error: 'must not be before startDate', path: ['endDate'] }),
});

export const updateOfferArgs = z.object({
  input: z
    .strictObject(offerFields)
    .partial()
    .extend({ id: offerSource, revision: intRange(1, Number.MAX_SAFE_INTEGER) }),
});

/** Offer fields after a merge are checked again as a whole, so an update cannot leave dates out of order. */
export const storedOfferFields = z
  .object(offerFields)
  .refine(datesInOrder, { error: 'must not be before startDate', path: ['endDate'] });

export const offerIdArgs = z.object({ id: offerSource });
export const liveOffersArgs = z.object({ category: category.nullish() });
export const partnerArgs = z.object({ partner: partnerSlug });

/** 5000 codes of 64 characters fit well inside AppSync's 1 MB request limit. */
export const MAX_IMPORT_ROWS = 5000;
export const importCodesArgs = z.object({
  offerId: offerSource,
  csv: z.string({ error: 'must be CSV text' }).max(512 * 1024, { error: 'must be at most 512 KB' }),
  commit: z.boolean({ error: 'must be true or false' }),
});

export const codeIdArgs = z.object({ id: z.uuid({ error: 'must be a code id' }) });

export const noticeIdArgs = z.object({
  id: z.string().regex(/^[A-Z_]+\.[A-Za-z0-9_.-]{1,100}$/, { error: 'must be a notice id' }),
});
export const pageArgs = z.object({
  limit: z
    .number()
    .int()
    .min(1, { error: 'must be a whole number from 1 to 100' })
    .nullish()
    .transform((limit) => Math.min(limit ?? 20, 100)),
  nextToken: z.string().max(4096, { error: 'is not a valid page token' }).nullish(),
});

const personName = required(TEXT_LIMITS.name);
export const enterPrizeDrawArgs = z.object({ name: personName.nullish() });
export const freeEntryArgs = z.object({ input: z.strictObject({ name: personName, email }) });
export const drawIdArgs = z.object({
  drawId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, - or _' }),
});

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'must be a month (YYYY-MM)' });
export const signupsArgs = z.object({ fromMonth: month.nullish(), toMonth: month.nullish() });
