'use server';

import { formAction } from '@/lib/actions/form-action';
import type { AccountUser } from '@/lib/data/account-user';
import { saveOfferCategories } from '@/lib/data/users';
import {
  offerChoiceInputOf,
  offerChoiceSavedMessage,
  offerChoiceSchema,
  type OfferChoiceField,
  type OfferChoiceState,
} from '@/lib/forms/offer-choices';

const save = formAction<typeof offerChoiceSchema, OfferChoiceField, AccountUser>({
  path: '/settings',
  schema: offerChoiceSchema,
  operation: 'SaveOfferCategories',
  run: ({ offerCategories }) => saveOfferCategories(offerCategories),
  // The boxes show what her record now holds, from the write's own answer.
  saved: (user) => ({
    message: offerChoiceSavedMessage(user.offerCategories),
    values: offerChoiceInputOf(user.offerCategories),
  }),
});

/** The offer categories her notices tell her about: the whole choice each time, so a repeat changes nothing. */
export async function saveOfferChoices(previous: OfferChoiceState, form: FormData): Promise<OfferChoiceState> {
  return save(previous, form);
}
