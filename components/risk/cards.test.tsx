/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { CarrierCard } from './carrier-card';
import { NotApplicableNotice } from './not-applicable-notice';

describe('CarrierCard', () => {
  it('gives the band, the score and the testing threshold', () => {
    render(<CarrierCard score={17} band={{ id: '10-to-20', label: 'about 10% to 20%' }} />);
    expect(screen.getByText('Chance of a variant in your family: about 10% to 20%')).toBeInTheDocument();
    expect(screen.getByText('Manchester score: 17 points.')).toBeInTheDocument();
    expect(
      screen.getByText(/NICE advises offering genetic testing when this chance is 10% or more/),
    ).toBeInTheDocument();
  });

  it('needs no score when a variant is known', () => {
    render(<CarrierCard score={4} band={{ id: 'known-variant', label: 'a variant is already known in the family' }} />);
    expect(screen.getByText('A variant is already known in your family')).toBeInTheDocument();
    expect(screen.queryByText(/Manchester score:/)).not.toBeInTheDocument();
  });
});

describe('NotApplicableNotice', () => {
  it('shows no number, and what to do instead for each reason', () => {
    const { container } = render(<NotApplicableNotice reasons={['dcis', 'under-20']} />);
    expect(screen.getByRole('heading', { name: 'You have had DCIS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This check is for women aged 20 and over' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\d+(\.\d+)?%/);
  });
});
