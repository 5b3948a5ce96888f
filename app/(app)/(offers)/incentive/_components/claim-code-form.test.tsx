/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Offer } from '@/lib/data/offers';
import { CLAIM_MESSAGES } from '@/lib/forms/offers';
import { ClaimCodeForm } from './claim-code-form';

const claimCode = jest.fn();
jest.mock('../actions', () => ({ claimCode: (...args: unknown[]) => claimCode(...args) }));

const offer: Offer = {
  id: 'spa',
  partner: 'acme',
  category: 'HEALTH',
  title: 'Spa day',
  benefit: '10% off',
  terms: 'One use.',
  howToUse: 'Type it at the checkout.',
  partnerUrl: null,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  status: 'LIVE',
  demonstration: false,
  stock: 1,
};

/** Presses "Get my code" and lets the action's answer render. */
async function pressGetMyCode(answer: { message: string; values: Record<string, string> }) {
  claimCode.mockImplementationOnce(async (previous: { version: number }) => ({
    status: 'saved',
    errors: {},
    version: previous.version + 1,
    ...answer,
  }));
  render(<ClaimCodeForm offer={offer} held={null} />);
  const button = screen.getByRole('button', { name: 'Get my code for acme' });
  button.focus();
  await act(async () => {
    fireEvent.submit(button.closest('form')!);
  });
}

test.each([
  ['none left', { message: CLAIM_MESSAGES.noneLeft, values: { noneLeft: 'true' } }],
  ['the offer no longer live', { message: CLAIM_MESSAGES.notLive, values: { notLive: 'true' } }],
])('a claim answered with %s is announced where the button was, and takes its focus', async (_, answer) => {
  await pressGetMyCode(answer);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(answer.message);
  expect(status).toHaveFocus();
  expect(screen.queryByRole('button')).toBeNull();
});

test('an offer with none left when the page loads says so, with no button to press', () => {
  render(<ClaimCodeForm offer={{ ...offer, stock: 0 }} held={null} />);
  expect(screen.getByText(CLAIM_MESSAGES.noneLeft)).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});
