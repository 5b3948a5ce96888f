/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NiceLevelCard } from './nice-level-card';

describe('NiceLevelCard', () => {
  it('names the level and says what it means in the UK, with sources', () => {
    render(<NiceLevelCard level="moderate" colour="amber" />);
    expect(screen.getByRole('heading', { name: 'Moderate risk' })).toBeInTheDocument();
    expect(screen.getByText(/a mammogram every year from 40 to 49/)).toBeInTheDocument();
    expect(screen.getByText(/breast family history clinic/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NICE guideline CG164, familial breast cancer' })).toHaveAttribute(
      'href',
      'https://www.nice.org.uk/guidance/cg164',
    );
  });

  it('lists when to ask about a family history clinic whatever the level', () => {
    render(<NiceLevelCard level="near-population" colour="green" />);
    expect(screen.getByText('When to ask your GP about a family history clinic')).toBeInTheDocument();
    expect(screen.getByText('your father, brother or son has had breast cancer, at any age')).toBeInTheDocument();
  });

  it('gives near population risk no "no referral" words when her family meets a referral sign', () => {
    const { container } = render(<NiceLevelCard level="near-population" colour="green" referralSignMet />);
    expect(screen.getByRole('heading', { name: 'Near population risk' })).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/does not advise a referral|do not need extra screening/);
    expect(screen.getByText(/Ask your GP about a referral to a breast family history clinic/)).toBeInTheDocument();
    expect(screen.getByText(/Your NICE risk level comes from your figures/)).toBeInTheDocument();
    expect(container.querySelector('details')).toHaveAttribute('open');
  });

  it('gives near population risk no "no referral" words when NICE advises her GP to seek advice', () => {
    const { container } = render(<NiceLevelCard level="near-population" colour="green" adviceSignMet />);
    expect(container).not.toHaveTextContent(/does not advise a referral|do not need extra screening/);
    expect(
      screen.getByText(/your GP seeks advice from a breast family history or genetics service/),
    ).toBeInTheDocument();
  });

  it('keeps the level’s own words when no sign is met', () => {
    const { container } = render(<NiceLevelCard level="near-population" colour="green" />);
    expect(screen.getByText(/NICE does not advise a referral for women at this level/)).toBeInTheDocument();
    expect(container.querySelector('details')).not.toHaveAttribute('open');
  });

  it('gives no level, only who to ask, when the models do not apply', () => {
    render(<NiceLevelCard level="not-applicable" colour="grey" />);
    expect(screen.getByRole('heading', { name: 'No level given' })).toBeInTheDocument();
    expect(screen.getByText(/Ask your GP, breast care team or genetics service/)).toBeInTheDocument();
  });
});
