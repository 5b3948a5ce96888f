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

  it('never rounds her figure onto the boundary of the next level: 16.96% beside near population is 16.9%', () => {
    render(<RiskGauge id="life" period="lifetime" pct={16.96} averagePct={10.9} level="near-population" />);
    const meter = screen.getByRole('meter', { name: 'Your risk between the ages of 20 and 80' });
    expect(meter).toHaveAttribute('aria-valuenow', '16.9');
    expect(meter).toHaveAttribute('aria-valuetext', "16.9%, near population level; the average woman's 10.9%");
    expect(
      screen.getByText('Your risk between the ages of 20 and 80: 16.9% (near population risk)'),
    ).toBeInTheDocument();
  });

  it('stretches the dial for a figure beyond the high band', () => {
    render(<RiskGauge id="life" period="lifetime" pct={52} averagePct={11} level="high" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuemax', '63');
  });

  it('names her lifetime figure as NICE counts it, between 20 and 80, beside the average woman over the same ages', () => {
    render(<RiskGauge id="life" period="lifetime" pct={22.1} averagePct={10.9} level="moderate" />);
    const meter = screen.getByRole('meter', { name: 'Your risk between the ages of 20 and 80' });
    expect(meter).toHaveAttribute('aria-valuetext', "22.1%, moderate level; the average woman's 10.9%");
    expect(
      screen.getByText("The average woman's risk between the ages of 20 and 80: 10.9% (the dashed mark)."),
    ).toBeInTheDocument();
  });

  it('keeps the old words for a figure from her age then to 80, saved before lifetime counted from 20', () => {
    render(<RiskGauge id="life" period="to-80" pct={13.9} averagePct={9} level="near-population" />);
    expect(screen.getByRole('meter', { name: 'Your risk up to age 80' })).toBeInTheDocument();
    expect(screen.getByText('Average for a woman your age: 9.0% (the dashed mark).')).toBeInTheDocument();
  });

  it('draws no NICE bands and names no level where NICE sets none, comparing with the average only', () => {
    const { container } = render(
      <RiskGauge id="ten-year" period="ten-year" pct={3.33} averagePct={3.66} level={null} />,
    );
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '3.3%; average for a woman your age 3.7%');
    expect(screen.getByText('Your risk in the next 10 years: 3.3%')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Levels on the dial' })).not.toBeInTheDocument();
    expect(screen.queryByText(/moderate|near population|high/i)).not.toBeInTheDocument();
    expect(container.querySelector('[stroke^="url("], .stroke-green')).toBeNull();
    expect(screen.getByText(/NICE gives levels for 10-year risk only at ages 40 to 50/)).toBeInTheDocument();
  });

  it('says how many years the figure covers when the model stops at 90 first', () => {
    render(<RiskGauge id="ten-year" period="ten-year" years={5} pct={2.4} averagePct={2.6} level={null} />);
    expect(screen.getByRole('meter', { name: 'Your risk in the next 5 years' })).toBeInTheDocument();
  });
});
