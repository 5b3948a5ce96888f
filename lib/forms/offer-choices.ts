import { z } from 'zod';
import { OFFER_CATEGORIES, type OfferCategory } from '@/graphql/generated/enums';
import type { FormState } from './form-state';
import { CATEGORY_LABELS } from './offers';

/**
 * "Offers you'd like to hear about" in /settings: one checkbox per category the offers use (the schema's
 * OfferCategory, the one list the catalogue and the API share). A ticked box posts as its own input
 * (`offer-BEAUTY=on`) because a form's entries are read one value per name. None is ticked until she ticks it:
 * no offer news is sent without her choice.
 */
/** Where she chooses them: the settings section, linked from her notices and the privacy notice. */
export const OFFER_CHOICES_HREF = '/settings#offer-news';

export const OFFER_CHOICE_FIELDS = ['offerCategories'] as const;
export type OfferChoiceField = (typeof OFFER_CHOICE_FIELDS)[number];
export type OfferChoiceState = FormState<OfferChoiceField>;

export const offerChoiceInput = (category: OfferCategory) => `offer-${category}`;

export const OFFER_CHOICE_OPTIONS = OFFER_CATEGORIES.map((category) => ({
  category,
  name: offerChoiceInput(category),
  label: CATEGORY_LABELS[category],
}));

const TICKED = 'on';

export const offerChoiceSchema = z.preprocess(
  (input) => {
    const typed = (input ?? {}) as Record<string, string | undefined>;
    const sent = Object.keys(typed).filter((name) => name.startsWith('offer-'));
    return {
      offerCategories: OFFER_CATEGORIES.filter((category) => typed[offerChoiceInput(category)] === TICKED),
      // A box that is not one of ours, or posts anything but "on", is a hand-made request: refused, not guessed at.
      unknown: sent.filter(
        (name) => !OFFER_CHOICE_OPTIONS.some((option) => option.name === name && typed[name] === TICKED),
      ),
    };
  },
  z
    .object({ offerCategories: z.array(z.enum(OFFER_CATEGORIES)), unknown: z.array(z.string()) })
    .refine((value) => value.unknown.length === 0, {
      error: 'Choose from the kinds of offer listed',
      path: ['offerCategories'],
    })
    .transform(({ offerCategories }) => ({ offerCategories })),
);

export type OfferChoiceValues = z.output<typeof offerChoiceSchema>;

/** The form's inputs for what is stored: each chosen category ticked. */
export function offerChoiceInputOf(categories: readonly OfferCategory[]): Record<string, string> {
  return Object.fromEntries(categories.map((category) => [offerChoiceInput(category), TICKED]));
}

/** The confirmation: what she will hear about, in the order the form lists them. */
export function offerChoiceSavedMessage(categories: readonly OfferCategory[]): string {
  if (categories.length === 0) return 'Saved: we won’t send you news of offers.';
  const names = OFFER_CHOICE_OPTIONS.filter((option) => categories.includes(option.category)).map((option) =>
    option.label.toLowerCase(),
  );
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Saved: your notices will tell you about new ${list} offers.`;
}
