/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ConsentsList } from './consents-list';

const health = { consent: 'health-data', version: '2025-06', at: '2026-01-01T09:00:00.000Z' } as const;

test('a withdrawn consent says when she withdrew it, and when and which version she gave (UK time)', () => {
  render(<ConsentsList consents={[{ ...health, given: false, withdrawnAt: '2026-06-01T23:30:00.000Z' }]} />);
  expect(screen.getByTestId('consent-health-data')).toHaveTextContent(
    'Withdrawn 2 June 2026 at 00:30 (given 1 January 2026 at 09:00, version 2025-06)',
  );
});

test('a consent given is shown with its time and version; one never given says so', () => {
  const { rerender } = render(<ConsentsList consents={[{ ...health, given: true, withdrawnAt: null }]} />);
  expect(screen.getByTestId('consent-health-data')).toHaveTextContent('Given 1 January 2026 at 09:00, version 2025-06');
  rerender(
    <ConsentsList consents={[{ ...health, given: false, version: 'withdrawn', at: null, withdrawnAt: null }]} />,
  );
  expect(screen.getByTestId('consent-health-data')).toHaveTextContent('Not given');
});
