/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { RiskPanel } from './risk-panel';

const panel = () => screen.getByRole('region', { name: 'Your risk profile' });

describe('RiskPanel on /summary', () => {
  it('before she has a profile, says what the questions take and use, and links to them', () => {
    render(<RiskPanel profile={{ status: 'not-started' }} />);
    expect(panel()).toHaveTextContent('It takes about 10 minutes in five short sections');
    expect(panel()).toHaveTextContent('published models');
    expect(panel()).toHaveTextContent('risk levels NICE uses');
    expect(screen.getByRole('link', { name: 'Answer the risk questions' })).toHaveAttribute('href', '/personal');
  });

  it('with a profile, gives her level in a line and links to it', () => {
    render(
      <RiskPanel
        profile={{
          status: 'complete',
          answersSavedAt: null,
          summary: {
            finishedAt: null,
            applicable: true,
            level: 'MODERATE',
            colour: 'AMBER',
            familyHistoryReferral: false,
            familyHistoryAdvice: false,
          },
        }}
      />,
    );
    expect(panel()).toHaveTextContent('Moderate risk');
    expect(screen.getByRole('link', { name: 'See your risk profile' })).toHaveAttribute('href', '/personal');
    expect(screen.queryByRole('link', { name: 'Answer the risk questions' })).toBeNull();
  });

  it.each([
    ['her account', null],
    ['her profile', { status: 'unavailable' } as const],
  ])('when %s could not be loaded, says so and does not ask her to answer again', (_, profile) => {
    render(<RiskPanel profile={profile} />);
    expect(panel()).toHaveTextContent('Your risk profile can’t be shown just now. Nothing you saved has been lost.');
    expect(screen.queryByRole('link', { name: 'Answer the risk questions' })).toBeNull();
  });
});
