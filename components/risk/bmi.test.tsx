/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bmiFromImperial } from '@/lib/risk';
import { BmiCalculator } from './bmi-calculator';
import { BmiResult } from './bmi-result';

describe('BmiResult', () => {
  it('shows the value with its NHS category and source', () => {
    render(<BmiResult bmi={bmiFromImperial({ weightStones: 10, weightPounds: 0, heightFeet: 5, heightInches: 4 })} />);
    expect(
      screen.getByText('Your BMI is 24.0, which is in the healthy weight range (18.5 to 24.9).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /NHS, Calculate your body mass index/ })).toBeInTheDocument();
  });
});

describe('BmiCalculator', () => {
  it('works out BMI from stones, pounds, feet and inches', async () => {
    const user = userEvent.setup();
    render(<BmiCalculator />);
    await user.type(screen.getByLabelText('Weight: stones'), '12');
    await user.type(screen.getByLabelText('Height: feet'), '5');
    await user.type(screen.getByLabelText('Height: inches'), '4');
    await user.click(screen.getByRole('button', { name: 'Work out my BMI' }));
    expect(screen.getByRole('status')).toHaveTextContent('BMI 28.8: Overweight');
  });

  it('works out the same BMI from kilograms and centimetres, with the lower cut-offs when asked', async () => {
    const user = userEvent.setup();
    render(<BmiCalculator />);
    await user.click(screen.getByLabelText('Kilograms and centimetres'));
    await user.type(screen.getByLabelText('Weight in kilograms'), String(12 * 6.35029318));
    await user.type(screen.getByLabelText('Height in centimetres'), String(64 * 2.54));
    await user.click(
      screen.getByLabelText(/My family background is South Asian, Chinese, other Asian, Middle Eastern/),
    );
    await user.click(screen.getByRole('button', { name: 'Work out my BMI' }));
    expect(screen.getByRole('status')).toHaveTextContent('BMI 28.8: Obese');
  });

  it('says what is wrong next to the field and keeps what she typed', async () => {
    const user = userEvent.setup();
    render(<BmiCalculator />);
    await user.type(screen.getByLabelText('Weight: stones'), '10');
    await user.type(screen.getByLabelText('Weight: pounds'), '15');
    await user.click(screen.getByRole('button', { name: 'Work out my BMI' }));
    const pounds = screen.getByLabelText('Weight: pounds');
    expect(pounds).toHaveAccessibleDescription('Error: Pounds must be below 14');
    expect(pounds).toHaveValue('15');
    expect(screen.getByLabelText('Height: feet')).toHaveAccessibleDescription('Error: Enter feet');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
