/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ConsentsList } from './consents-list';

const health = { consent: 'health-data', version: '2025-06', at: '2026-01-01T09:00:00.000Z', endedAt: null } as const;

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

test('a prize draw that is over says so, and when she joined it, not that her consent is given', () => {
  const draw = { consent: 'prize-draw', given: false, version: null, withdrawnAt: null } as const;
  render(
    <ConsentsList consents={[{ ...draw, at: '2026-11-01T10:00:00.000Z', endedAt: '2026-12-14T23:59:00.000Z' }]} />,
  );
  expect(screen.getByTestId('consent-prize-draw')).toHaveTextContent(
    'Draw over on 14 December 2026 at 23:59 (you joined 1 November 2026 at 10:00)',
  );
});
