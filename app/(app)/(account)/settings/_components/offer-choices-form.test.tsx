/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialFormState } from '@/lib/forms/form-state';
import { offerChoiceInputOf } from '@/lib/forms/offer-choices';
import { saveOfferChoices } from '../offer-actions';
import { OfferChoicesForm } from './offer-choices-form';

jest.mock('../offer-actions', () => ({ saveOfferChoices: jest.fn() }));

const box = (name: string) => screen.getByRole('checkbox', { name });

test('every kind of offer has a box, and none is ticked before she chooses', () => {
  render(<OfferChoicesForm initial={initialFormState(offerChoiceInputOf([]))} />);
  const group = screen.getByRole('group', { name: 'Offers you’d like to hear about' });
  expect(group).toBeInTheDocument();
  const names = ['Fashion', 'Health', 'Beauty', 'Home', 'Garden', 'Travel', 'Leisure'];
  expect(screen.getAllByRole('checkbox')).toHaveLength(names.length);
  for (const name of names) expect(box(name)).not.toBeChecked();
});

test('her saved choices are ticked, and a save is announced and shows what was stored', async () => {
  jest.mocked(saveOfferChoices).mockResolvedValue({
    status: 'saved',
    message: 'Saved: your notices will tell you about new garden offers.',
    errors: {},
    values: offerChoiceInputOf(['GARDEN']),
    version: 1,
  });
  render(<OfferChoicesForm initial={initialFormState(offerChoiceInputOf(['BEAUTY', 'TRAVEL']))} />);
  expect(box('Beauty')).toBeChecked();
  expect(box('Travel')).toBeChecked();
  expect(box('Garden')).not.toBeChecked();

  const user = userEvent.setup();
  await user.click(box('Garden'));
  await user.click(screen.getByRole('button', { name: 'Save my offer choices' }));
  const status = screen.getByTestId('offer-choices-status');
  await waitFor(() => expect(status).toHaveTextContent('Saved: your notices will tell you about new garden offers.'));
  expect(box('Garden')).toBeChecked();
  expect(box('Beauty')).not.toBeChecked();
});
