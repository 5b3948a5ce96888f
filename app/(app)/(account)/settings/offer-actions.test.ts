import { ACTION_MESSAGES } from '@/lib/actions/form-action';
import { initialFormState } from '@/lib/forms/form-state';
import type { OfferChoiceField, OfferChoiceState } from '@/lib/forms/offer-choices';
import { OWNER_FIELD } from '@/lib/forms/record';

/**
 * saveOfferChoices is lib/actions' wrapper around the offer-choice schema (the wrapper's own behaviour is tested in
 * lib/actions/form-action.test.ts); here: what is sent to her record and what the form shows next.
 */
jest.mock('next/headers', () => ({ headers: async () => new Headers({ origin: 'http://localhost:3300' }) }));
jest.mock('@/lib/config', () => ({ config: { siteUrl: 'http://localhost:3300' } }));
jest.mock('@/lib/auth/session', () => ({ requireUser: async () => ({ sub: 'user-1', accessToken: 'her-token' }) }));
const saveOfferCategories = jest.fn();
jest.mock('@/lib/data/users', () => ({
  saveOfferCategories: (categories: unknown) => saveOfferCategories(categories),
}));

// Imported after the mocks so the action picks them up.
const { saveOfferChoices } = require('./offer-actions') as typeof import('./offer-actions');

const initial: OfferChoiceState = { ...initialFormState<OfferChoiceField>(), version: 1 };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

beforeEach(() => {
  saveOfferCategories.mockReset();
  saveOfferCategories.mockImplementation(async (offerCategories: string[]) => ({ offerCategories }));
});

test('the ticked categories are saved as her whole choice, and the form shows and says what is stored', async () => {
  const state = await saveOfferChoices(
    initial,
    form({ 'offer-TRAVEL': 'on', 'offer-BEAUTY': 'on', [OWNER_FIELD]: 'user-1' }),
  );
  expect(saveOfferCategories).toHaveBeenCalledWith(['BEAUTY', 'TRAVEL']);
  expect(state).toMatchObject({
    status: 'saved',
    message: 'Saved: your notices will tell you about new beauty and travel offers.',
    values: { 'offer-BEAUTY': 'on', 'offer-TRAVEL': 'on' },
  });
  // The same choice again writes the same list: nothing changes.
  await saveOfferChoices(state, form({ 'offer-TRAVEL': 'on', 'offer-BEAUTY': 'on' }));
  expect(saveOfferCategories).toHaveBeenLastCalledWith(['BEAUTY', 'TRAVEL']);
});

test('with every box unticked her choice is cleared: no offer news', async () => {
  const state = await saveOfferChoices(initial, form({}));
  expect(saveOfferCategories).toHaveBeenCalledWith([]);
  expect(state).toMatchObject({ status: 'saved', message: 'Saved: we won’t send you news of offers.', values: {} });
});

test('a box that is not one of the categories is refused and nothing is saved', async () => {
  const handMade: Record<string, string>[] = [{ 'offer-CARS': 'on' }, { 'offer-HOME': 'yes' }];
  for (const fields of handMade) {
    const state = await saveOfferChoices(initial, form({ 'offer-GARDEN': 'on', ...fields }));
    expect(state).toMatchObject({
      status: 'invalid',
      errors: { offerCategories: 'Choose from the kinds of offer listed' },
    });
    expect(state.values).toMatchObject({ 'offer-GARDEN': 'on' });
  }
  expect(saveOfferCategories).not.toHaveBeenCalled();
});

test('a form rendered for another account saves nothing into this one', async () => {
  const state = await saveOfferChoices(initial, form({ 'offer-HEALTH': 'on', [OWNER_FIELD]: 'someone-else' }));
  expect(state).toMatchObject({ status: 'failed', message: ACTION_MESSAGES.otherAccount });
  expect(saveOfferCategories).not.toHaveBeenCalled();
});
