import { z } from 'zod';
import { OFFER_CATEGORIES, type OfferCategory } from '@/graphql/generated/enums';

/** "Get my code": the offer's id only. Nothing about her health is ever part of a claim. */
export const claimSchema = z.object({
  offerId: z.string().trim().min(1, 'Choose an offer').max(100, 'Choose an offer'),
});
export const CLAIM_FIELDS = ['offerId'] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];

/**
 * What a claim answers, shown by the card. A claim repeats safely (the API gives back the code she already holds,
 * even after the offer ends), so after a busy, interrupted or timed-out claim she can simply press again.
 */
export const CLAIM_MESSAGES = {
  claimed: 'Your code is ready.',
  noneLeft: 'Sorry, no codes are left for this offer.',
  notLive: 'Sorry, this offer has ended or is no longer available, so no code was given.',
  tryAgain: 'We couldn’t get your code just now. Please try again; if you already got a code, it will be the same one.',
} as const;

export const CATEGORY_LABELS: Record<OfferCategory, string> = {
  FASHION: 'Fashion',
  HEALTH: 'Health',
  BEAUTY: 'Beauty',
  HOME: 'Home',
  GARDEN: 'Garden',
  TRAVEL: 'Travel',
  LEISURE: 'Leisure',
};

/** The ?category= filter: anything that is not a known category means all offers. */
export function categoryOf(value: string | string[] | undefined): OfferCategory | null {
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  return (OFFER_CATEGORIES as readonly string[]).includes(upper) ? (upper as OfferCategory) : null;
}

/** What the offers list says when nothing is live: of the chosen category, or of any when none is chosen. */
export function noOffersMessage(category: OfferCategory | null): string {
  return category ? 'There are no offers in this category just now.' : 'There are no offers just now.';
}

/** A UK date for an ISO date (yyyy-mm-dd) or timestamp, e.g. 31 December 2026. */
export function ukDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
}
