/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { IconArray } from './icon-array';

const affectedIcons = (container: HTMLElement) => container.querySelectorAll('[data-affected]').length;

describe('IconArray', () => {
  it('is an image named by the sentence, which is also shown as text', () => {
    const { container } = render(<IconArray id="ten" period="ten-year" pct={4.2} levelShown averagePct={1.5} />);
    const sentence = 'Of 100 women like you, about 4 will get breast cancer in the next 10 years; 96 will not.';
    expect(screen.getByRole('img', { name: sentence })).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Of 100 women of your age on average, about 2 will get breast cancer in the next 10 years; 98 will not.',
      ),
    ).toBeInTheDocument();
    expect(affectedIcons(container)).toBe(4);
  });

  it('draws 100 women', () => {
    const { container } = render(<IconArray id="life" period="lifetime" pct={30} levelShown />);
    expect(container.querySelectorAll('svg > g')).toHaveLength(100);
    expect(affectedIcons(container)).toBe(30);
  });

  it('shades part of one woman, and says "fewer than 1", for a risk below half a percent', () => {
    const { container } = render(<IconArray id="small" period="ten-year" pct={0.3} levelShown={false} />);
    expect(
      screen.getByRole('img', { name: /fewer than 1 \(about 3 in 1,000\) will get breast cancer/ }),
    ).toBeInTheDocument();
    expect(affectedIcons(container)).toBe(0);
    expect(container.querySelector('clipPath rect')).toHaveAttribute('width', String(24 * 0.3));
    expect(screen.getByText(/the part-filled figure shows fewer than 1 in 100/)).toBeInTheDocument();
  });

  it('never rounds her figure into the next NICE level beside it: 16.99% is "about 16.9", with 16 women filled', () => {
    const { container } = render(<IconArray id="life" period="lifetime" pct={16.99} levelShown averagePct={10.9} />);
    const sentence =
      'Of 100 women like you, about 16.9 will get breast cancer between the ages of 20 and 80; 83.1 will not.';
    expect(screen.getByRole('img', { name: sentence })).toBeInTheDocument();
    expect(affectedIcons(container)).toBe(16);
    // The average woman's figure has no level beside it, so it is rounded as it comes.
    expect(screen.getByText(/Of 100 women on average, about 11 will get breast cancer/)).toBeInTheDocument();
    expect(screen.getByText(/stays below that level \(such as "about 16\.9 in 100"\)/)).toBeInTheDocument();
  });

  it('rounds a 10-year figure as it comes where NICE sets no 10-year level (outside ages 40 to 50)', () => {
    const { container } = render(<IconArray id="ten" period="ten-year" pct={2.99} levelShown={false} />);
    expect(
      screen.getByRole('img', { name: /^Of 100 women like you, about 3 will get breast cancer in the next 10 years/ }),
    ).toBeInTheDocument();
    expect(affectedIcons(container)).toBe(3);
  });
});
