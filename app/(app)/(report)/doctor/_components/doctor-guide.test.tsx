/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { DoctorGuide } from './doctor-guide';

test('a referral is described by the 28-day standard, with no promise of an appointment within two weeks', () => {
  render(<DoctorGuide />);
  const clinic = screen.getByRole('region', { name: 'If you are referred to a breast clinic' });
  expect(clinic).toHaveTextContent(
    'Your GP can refer you urgently to a breast clinic: NICE NG12 asks GPs to do this for women aged 30 and over with an unexplained breast lump.',
  );
  expect(clinic).toHaveTextContent('told whether or not you have cancer within 28 days of an urgent referral');
  expect(clinic).not.toHaveTextContent(/two weeks|2 weeks/);
});
