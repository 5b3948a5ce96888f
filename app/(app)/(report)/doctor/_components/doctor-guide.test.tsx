/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { DoctorGuide } from './doctor-guide';

test('gives the example of where a change is in words, not an hour from her map that a GP would read mirrored', () => {
  render(<DoctorGuide />);
  const say = screen.getByRole('region', { name: 'What to say' });
  expect(say).toHaveTextContent(
    'the upper outer part of my left breast, towards the armpit, about 3 cm from the nipple',
  );
  expect(say).not.toHaveTextContent(/\d o[’']clock/);
});
