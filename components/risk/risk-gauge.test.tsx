/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { RiskGauge } from './risk-gauge';

describe('RiskGauge', () => {
  it('is a meter with her figure, its level and the average as text', () => {
    render(<RiskGauge id="ten-year" period="ten-year" pct={4.237} averagePct={1.52} level="moderate" />);
    const meter = screen.getByRole('meter', { name: 'Your risk in the next 10 years' });
    expect(meter).toHaveAttribute('aria-valuenow', '4.2');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '12');
    expect(meter).toHaveAttribute('aria-valuetext', '4.2%, moderate level; average for a woman your age 1.5%');
    expect(screen.getByText('Your risk in the next 10 years: 4.2% (moderate risk)')).toBeInTheDocument();
    expect(screen.getByText('Average for a woman your age: 1.5% (the dashed mark).')).toBeInTheDocument();
  });

  it('names every coloured band in words, not by colour alone', () => {
    render(<RiskGauge id="life" period="lifetime" pct={22} averagePct={11} level="moderate" />);
    const legend = within(screen.getByRole('list', { name: 'Levels on the dial' }));
    expect(legend.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Near population: below 17%',
      'Moderate: 17% to below 30%',
      'High: 30% or more',
    ]);
  });

  it('stretches the dial for a figure beyond the high band', () => {
    render(<RiskGauge id="life" period="lifetime" pct={52} averagePct={11} level="high" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuemax', '63');
  });

  it('says when the 10-year level is only a guide at her age', () => {
    render(
      <RiskGauge id="ten-year" period="ten-year" pct={2.1} averagePct={null} level="near-population" levelIsGuide />,
    );
    expect(screen.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      '2.1%, near population level (a guide only at your age)',
    );
    expect(screen.queryByText(/Average for a woman/)).not.toBeInTheDocument();
  });
});
