/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { EarlierResults } from './earlier-results';

describe('EarlierResults', () => {
  it('lists her current result first, then the earlier ones with their dates (UK time) and levels', () => {
    render(
      <EarlierResults
        current={{ id: 'c', at: '2026-11-23T09:00:00Z', level: 'not-applicable' }}
        earlier={[
          { id: 'b', at: '2026-06-30T23:30:00Z', level: 'moderate' },
          { id: 'a', at: '2026-01-10T09:00:00Z', level: 'near-population' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '23 November 2026: No level given (your current result)',
      '1 July 2026: Moderate risk',
      '10 January 2026: Near population risk',
    ]);
    expect(screen.queryByText(/This is your first result/)).toBeNull();
  });

  it('says so when this is her first result', () => {
    render(<EarlierResults current={{ id: 'c', at: '2026-11-23T09:00:00Z', level: 'high' }} earlier={[]} />);
    expect(screen.getByText(/This is your first result/)).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('High risk (your current result)');
  });
});
