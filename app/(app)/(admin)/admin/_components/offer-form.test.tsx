/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialFormState } from '@/lib/forms/form-state';
import { updateOfferAction } from '../actions';
import { OfferForm } from './offer-form';

jest.mock('../actions', () => ({ createOfferAction: jest.fn(), updateOfferAction: jest.fn() }));

const update = jest.mocked(updateOfferAction);

const OFFER = {
  id: 'offer-1',
  partner: 'zenhotels',
  category: 'LEISURE',
  title: 'Spa day',
  benefit: '15% off',
  terms: 'One use per member.',
  howToUse: 'Enter the code at checkout.',
  partnerUrl: '',
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  status: 'DRAFT',
  revision: '1',
};

const created = { ...initialFormState(OFFER), status: 'saved' as const, message: 'Offer “Spa day” created.' };

test('the edit screen reached from "Create offer" moves focus to its confirmation, so it is announced', () => {
  render(<OfferForm mode="edit" initial={created} />);
  expect(screen.getByTestId('offer-status')).toHaveTextContent('Offer “Spa day” created.');
  expect(screen.getByTestId('offer-status')).toHaveFocus();
});

test('the edit screen opened from the list leaves focus where the page put it', () => {
  render(<OfferForm mode="edit" initial={initialFormState(OFFER)} />);
  expect(screen.getByTestId('offer-status')).toBeEmptyDOMElement();
  expect(document.body).toHaveFocus();
});

test('after that confirmation a refused save still takes focus to the error summary', async () => {
  update.mockImplementation(async (previous, form) => ({
    status: 'failed',
    message: 'Someone else changed this offer after you opened it.',
    errors: {},
    values: Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])),
    version: previous.version + 1,
  }));
  render(<OfferForm mode="edit" initial={created} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save offer' }));
  expect(await screen.findByTestId('error-summary')).toHaveFocus();
  expect(screen.getByTestId('offer-status')).toBeEmptyDOMElement();
});
