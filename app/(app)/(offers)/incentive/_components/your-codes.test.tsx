/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { ClaimedCode, Offer } from '@/lib/data/offers';
import { useEffect } from 'react';
import { JustClaimedProvider, useJustClaimed } from './just-claimed';
import { YourCodes } from './your-codes';

const offer = (id: string, changes: Partial<Offer> = {}): Offer => ({
  id,
  partner: 'acme',
  category: 'HEALTH',
  title: `Offer ${id}`,
  benefit: '10% off',
  terms: 'One use.',
  howToUse: 'Type it at the checkout.',
  partnerUrl: null,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  status: 'LIVE',
  demonstration: false,
  stock: 5,
  ...changes,
});

const claimed = (offerId: string): ClaimedCode => ({
  id: `code-${offerId}`,
  code: `CODE-${offerId.toUpperCase()}`,
  offerId,
  status: 'CLAIMED',
  claimedAt: '2026-03-01T10:00:00Z',
});

const lineOf = (code: string) => within(screen.getByTestId('your-codes')).getByText(code).closest('li')!;

test('a claimed code is ready to use only while its offer is live, in date and not a demonstration', () => {
  const offers = [
    offer('live'),
    offer('demo', { demonstration: true }),
    offer('lastday', { endDate: '2026-06-15' }),
    offer('past', { endDate: '2026-06-14' }),
  ];
  const codes = ['live', 'demo', 'lastday', 'past', 'gone'].map(claimed);
  render(<YourCodes codes={codes} offers={offers} today="2026-06-15" />);

  expect(lineOf('CODE-LIVE')).toHaveTextContent('Ready to use');
  expect(lineOf('CODE-LASTDAY')).toHaveTextContent('Ready to use');
  expect(lineOf('CODE-DEMO')).toHaveTextContent('Demonstration: will not work');
  expect(lineOf('CODE-DEMO')).not.toHaveTextContent('Ready to use');
  expect(lineOf('CODE-PAST')).toHaveTextContent('Offer ended');
  expect(lineOf('CODE-PAST')).not.toHaveTextContent('Ready to use');
  expect(lineOf('CODE-GONE')).toHaveTextContent('An offer that has ended');
  expect(lineOf('CODE-GONE')).toHaveTextContent('Offer ended');
  expect(lineOf('CODE-GONE')).not.toHaveTextContent('Ready to use');
});

test('when the offers could not be read, a claimed code is not called ready to use or ended', () => {
  render(<YourCodes codes={[claimed('live')]} offers={null} today="2026-06-15" />);
  const line = lineOf('CODE-LIVE');
  expect(line).toHaveTextContent('Claimed');
  expect(line).not.toHaveTextContent(/Ready to use|ended/);
});

test('a withdrawn code says so whatever its offer', () => {
  render(<YourCodes codes={[{ ...claimed('live'), status: 'VOID' }]} offers={[offer('live')]} today="2026-06-15" />);
  expect(lineOf('CODE-LIVE')).toHaveTextContent('Withdrawn');
});

test('a code she has just claimed in place of a withdrawn one is listed beside it at once', () => {
  const withdrawn = { ...claimed('live'), code: 'CODE-OLD', status: 'VOID' as const };
  function ClaimedNow() {
    const { add } = useJustClaimed();
    useEffect(() => add({ ...claimed('live'), id: 'claimed-live', code: 'CODE-NEW' }), [add]);
    return null;
  }
  render(
    <JustClaimedProvider>
      <ClaimedNow />
      <YourCodes codes={[withdrawn]} offers={[offer('live')]} today="2026-06-15" />
    </JustClaimedProvider>,
  );
  expect(lineOf('CODE-NEW')).toHaveTextContent('Ready to use');
  expect(lineOf('CODE-OLD')).toHaveTextContent('Withdrawn');
});
