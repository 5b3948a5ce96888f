import { z } from 'zod';
import { OFFER_CATEGORIES, OFFER_STATUSES } from '@/graphql/generated/enums';
import { CATEGORY_LABELS } from './offers';

/**
 * The admin area's form schemas. Limits and patterns match the API's (backend/validation/offers.ts), so what
 * passes here is accepted there; the API checks again. Messages are written to sit next to the field.
 */

export const OFFER_LIMITS = { title: 120, benefit: 200, terms: 2000, howToUse: 1000, partnerUrl: 500 } as const;
/** 5000 codes of up to 64 characters, with a little room for other columns. */
export const CSV_MAX_CHARS = 400_000;
/** The size, not the count of codes, is what a partner's export with many columns runs into. */
export const CSV_TOO_LARGE_MESSAGE = `The file is too large: a file may hold at most ${CSV_MAX_CHARS.toLocaleString('en-GB')} characters. Remove every column except code (5,000 codes alone always fit), or split the file.`;

const required = (label: string, max: number) =>
  z.string().trim().min(1, `Enter the ${label}`).max(max, `The ${label} must be ${max} characters or fewer`);
const isoDate = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${label} as a date, for example 2026-12-31`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `Enter a real ${label}`);

const offerFields = z.object({
  partner: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, 'Enter the partner’s slug: lower-case letters, digits and -'),
  category: z.enum(OFFER_CATEGORIES, { error: 'Choose a category' }),
  title: required('title', OFFER_LIMITS.title),
  benefit: required('benefit', OFFER_LIMITS.benefit),
  terms: required('terms', OFFER_LIMITS.terms),
  howToUse: required('instructions', OFFER_LIMITS.howToUse),
  partnerUrl: z
    .string()
    .trim()
    .max(OFFER_LIMITS.partnerUrl, 'The link must be 500 characters or fewer')
    .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), 'Enter a link that starts with https://')
    .transform((value) => value || null),
  startDate: isoDate('start date'),
  endDate: isoDate('end date'),
  status: z.enum(OFFER_STATUSES, { error: 'Choose a status' }),
  demonstration: z
    .string()
    .optional()
    .transform((value) => value === 'yes'),
});

export const offerSchema = offerFields.refine((offer) => offer.startDate <= offer.endDate, {
  message: 'The end date must not be before the start date',
  path: ['endDate'],
});
export type OfferValues = z.output<typeof offerSchema>;
export const OFFER_FIELDS = [
  'partner',
  'category',
  'title',
  'benefit',
  'terms',
  'howToUse',
  'partnerUrl',
  'startDate',
  'endDate',
  'status',
  'demonstration',
] as const;
export type OfferField = (typeof OFFER_FIELDS)[number];

/** An update names the offer it changes (the revision travels as the form's hidden revision field). */
export const offerUpdateSchema = offerFields
  .extend({ id: z.string().min(1) })
  .refine((offer) => offer.startDate <= offer.endDate, {
    message: 'The end date must not be before the start date',
    path: ['endDate'],
  });

export const CATEGORY_OPTIONS = OFFER_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
export const STATUS_OPTIONS = [
  { value: 'DRAFT', label: 'Draft (members cannot see it)' },
  { value: 'LIVE', label: 'Live (members see it between its dates)' },
  { value: 'ENDED', label: 'Ended' },
] as const;

export const importSchema = z.object({
  offerId: z.string().trim().min(1, 'Choose the offer the codes are for'),
  csv: z.string().min(1, 'Choose a CSV file with a code column').max(CSV_MAX_CHARS, CSV_TOO_LARGE_MESSAGE),
  commit: z.enum(['preview', 'commit']).default('preview'),
});
export const IMPORT_FIELDS = ['offerId', 'csv'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const voidSchema = z.object({ codeId: z.string().trim().min(1, 'Enter the code’s id') });
export const VOID_FIELDS = ['codeId'] as const;
export type VoidField = (typeof VOID_FIELDS)[number];

export const drawSchema = z.object({
  drawId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Name the draw with letters, digits, - and _, for example spring-2026'),
  confirm: z.literal('yes', { error: 'Confirm that you want to draw the winner now' }),
});
export const DRAW_FIELDS = ['drawId', 'confirm'] as const;
/** Not an input: the server's time of the draw's answer, by which the form judges the record it shows. */
export const DRAW_ANSWERED_AT_FIELD = 'answeredAt';
export type DrawField = (typeof DRAW_FIELDS)[number];
