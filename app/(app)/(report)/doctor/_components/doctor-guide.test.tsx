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

test('a referral is described by the 28-day standard, with no promise of an appointment within two weeks', () => {
  render(<DoctorGuide />);
  const clinic = screen.getByRole('region', { name: 'If you are referred to a breast clinic' });
  expect(clinic).toHaveTextContent(
    'Your GP can refer you urgently to a breast clinic: NICE NG12 asks GPs to do this for women aged 30 and over with an unexplained breast lump.',
  );
  expect(clinic).toHaveTextContent('told whether or not you have cancer within 28 days of an urgent referral');
  expect(clinic).not.toHaveTextContent(/two weeks|2 weeks/);
});
