/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { ClaimedCode, Offer } from '@/lib/data/offers';
import { heldCodeByOffer } from './held-code';
import { OfferCard } from './offer-card';

jest.mock('../actions', () => ({ claimCode: jest.fn() }));

const offer = (changes: Partial<Offer> = {}): Offer => ({
  id: 'spa',
  partner: 'acme',
  category: 'HEALTH',
  title: 'Spa day',
  benefit: '10% off',
  terms: 'One use.',
  howToUse: 'Type it at the checkout.',
  partnerUrl: 'https://example.com/acme',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  status: 'LIVE',
  demonstration: false,
  stock: 5,
  ...changes,
});

const code = (status: ClaimedCode['status'], changes: Partial<ClaimedCode> = {}): ClaimedCode => ({
  id: `code-${status}`,
  code: `CODE-${status}`,
  offerId: 'spa',
  status,
  claimedAt: '2026-03-01T10:00:00Z',
  ...changes,
});

test('a claimed code is shown as hers to use, with its copy button, last day and the partner link', () => {
  render(<OfferCard offer={offer()} held={code('CLAIMED')} />);
  expect(screen.getByTestId('offer-code')).toHaveTextContent('CODE-CLAIMED');
  expect(screen.getByText(/Use it by/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Go to acme/ })).toBeInTheDocument();
});

test('a withdrawn code is not offered for use: the card says so and lets her claim a new one', () => {
  render(<OfferCard offer={offer()} held={code('VOID')} />);
  expect(screen.getByText('This code has been withdrawn.')).toBeInTheDocument();
  expect(screen.queryByText('CODE-VOID')).toBeNull();
  expect(screen.queryByTestId('offer-code')).toBeNull();
  expect(screen.queryByText(/Use it by/)).toBeNull();
  expect(screen.queryByRole('button', { name: /copy/i })).toBeNull();
  expect(screen.queryByRole('link', { name: /Go to acme/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Get a new code for acme' })).toBeInTheDocument();
});

test('a withdrawn code with none left to replace it says both, and offers no claim', () => {
  render(<OfferCard offer={offer({ stock: 0 })} held={code('VOID')} />);
  expect(screen.getByText('This code has been withdrawn.')).toBeInTheDocument();
  expect(screen.getByText('Sorry, no codes are left for this offer.')).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});

test('the card of an offer whose withdrawn code she has replaced shows the new one', () => {
  const held = heldCodeByOffer([code('CLAIMED', { code: 'CODE-NEW' }), code('VOID', { code: 'CODE-OLD' })]);
  render(<OfferCard offer={offer()} held={held.get('spa') ?? null} />);
  expect(screen.getByTestId('offer-code')).toHaveTextContent('CODE-NEW');
  expect(screen.queryByText('This code has been withdrawn.')).toBeNull();
});
