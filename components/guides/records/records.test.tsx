/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ActivityRecord } from './activity-record';
import { AlcoholRecord } from './alcohol-record';
import { CheckInsRecord } from './check-ins-record';
import { HealthAnswersRecord } from './health-answers-record';
import { PainRecord } from './pain-record';
import { RiskFactorsRecordView } from './risk-factors-record';

describe('ActivityRecord', () => {
  it('says how to add activity and shows no numbers when she has none', () => {
    const { container } = render(<ActivityRecord activity={null} />);
    expect(screen.getByRole('link', { name: 'Add your activity' })).toHaveAttribute(
      'href',
      '/personal?section=lifestyle',
    );
    expect(screen.getByText(/You have not told us/)).toHaveTextContent(
      'You have not told us how active you are yet. Add it to your health questions to see it here beside the guideline.',
    );
    expect(container).not.toHaveTextContent(/\d+ minutes/);
  });

  it('compares her minutes with the 150-minute guideline', () => {
    render(<ActivityRecord activity={{ moderateMinutes: 60, vigorousMinutes: 15, strengthDays: 1 }} />);
    expect(screen.getByText(/Counting vigorous minutes double/)).toHaveTextContent(
      'that is 90 minutes against the guideline of 150',
    );
    expect(screen.getByText(/60 minutes a week short/)).toBeInTheDocument();
    expect(screen.getByText(/This is what you told us/)).toHaveTextContent(
      'This is what you told us, not a measurement.',
    );
    expect(screen.getByText(/strengthening activity on 1 day a week; the guideline is 2/)).toBeInTheDocument();
  });

  it('shows only moderate minutes when she was not asked about vigorous activity', () => {
    render(<ActivityRecord activity={{ moderateMinutes: 120, vigorousMinutes: null, strengthDays: null }} />);
    expect(screen.getByText(/You told us about/)).toHaveTextContent(
      'You told us about 120 minutes of moderate activity a week, against the guideline of 150.',
    );
    expect(screen.queryByText(/vigorous/)).not.toBeInTheDocument();
    expect(screen.getByText(/30 minutes a week short/)).toBeInTheDocument();
  });

  it('says when she meets the guideline', () => {
    render(<ActivityRecord activity={{ moderateMinutes: 100, vigorousMinutes: 40, strengthDays: null }} />);
    expect(screen.getByText('That meets the guideline. Keep it up, and vary what you do.')).toBeInTheDocument();
    expect(screen.queryByText(/strengthening/)).not.toBeInTheDocument();
  });
});

describe('AlcoholRecord', () => {
  it('says how to add her units when she has not answered', () => {
    render(<AlcoholRecord alcohol={null} />);
    expect(screen.getByRole('link', { name: 'Add your alcohol units' })).toHaveAttribute(
      'href',
      '/personal?section=lifestyle',
    );
    expect(screen.getByText(/You have not told us/)).toHaveTextContent(
      'You have not told us how much alcohol you usually drink yet.',
    );
    expect(screen.queryByText(/units a week\b.*guideline/)).not.toBeInTheDocument();
  });

  it('shows her units against 14, over and within', () => {
    const { rerender } = render(<AlcoholRecord alcohol={{ unitsPerWeek: 18 }} />);
    expect(screen.getByText(/4 units a week over the guideline/)).toBeInTheDocument();
    expect(screen.getByText(/This is what you told us/)).toHaveTextContent(
      'This is what you told us, not a measurement.',
    );
    rerender(<AlcoholRecord alcohol={{ unitsPerWeek: 10 }} />);
    expect(screen.getByText(/within the guideline/)).toBeInTheDocument();
  });
});

describe('RiskFactorsRecordView', () => {
  it('points to the questionnaire when she has no profile', () => {
    render(<RiskFactorsRecordView riskFactors={null} />);
    expect(screen.getByRole('link', { name: 'Answer the health questions' })).toHaveAttribute('href', '/personal');
  });

  it('lists her factors and what she could change', () => {
    render(
      <RiskFactorsRecordView
        riskFactors={{
          factors: [{ id: 'bmi-obese', label: 'Your BMI is in the obese range' }],
          actions: [{ id: 'weight', label: 'Bringing your weight towards the healthy range' }],
        }}
      />,
    );
    expect(screen.getByText('Your BMI is in the obese range')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you could change' })).toBeInTheDocument();
    expect(screen.getByText('Bringing your weight towards the healthy range')).toBeInTheDocument();
  });

  it('says plainly when no factors were found', () => {
    render(<RiskFactorsRecordView riskFactors={{ factors: [], actions: [] }} />);
    expect(screen.getByText('Your answers did not show any of the factors we look for.')).toBeInTheDocument();
  });
});

describe('HealthAnswersRecord', () => {
  it('lists her answers with a link to update them', () => {
    render(<HealthAnswersRecord answers={[{ question: 'Age at your first period', answer: '13' }]} />);
    expect(screen.getByText('Age at your first period')).toBeInTheDocument();
    expect(screen.getByText('13')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update your answers' })).toHaveAttribute('href', '/personal');
  });

  it('invites her to answer when there are no answers', () => {
    render(<HealthAnswersRecord answers={[]} />);
    expect(screen.getByRole('link', { name: 'Answer the health questions' })).toHaveAttribute('href', '/personal');
    expect(screen.queryByRole('link', { name: 'Update your answers' })).not.toBeInTheDocument();
  });
});

describe('PainRecord', () => {
  it('shows no table and says how to record pain when she has none', () => {
    render(<PainRecord pain={{ scaleMax: 10, records: [] }} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Her period start is entered only during a check (/period is a read-only list), so the one link goes there.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Do a check, and record your period there' })).toHaveAttribute(
      'href',
      '/checking',
    );
  });

  it('tabulates her pain by cycle day and notes records without a day', () => {
    render(
      <PainRecord
        pain={{
          scaleMax: 10,
          records: [
            { checked: '2026-10-20', cycleDay: 25, severity: 4 },
            { checked: '2026-09-21', cycleDay: 25, severity: 6 },
            { checked: '2026-11-02', cycleDay: null, severity: 2 },
          ],
        }}
      />,
    );
    const row = screen.getByRole('row', { name: /Day 25/ });
    expect(row).toHaveTextContent('Day 2526');
    expect(screen.getByRole('columnheader', { name: 'Worst pain (out of 10)' })).toBeInTheDocument();
    expect(screen.getByText(/One record has no cycle day/)).toBeInTheDocument();
  });
});

describe('CheckInsRecord', () => {
  it('links to the mood and stress check-ins when she has none', () => {
    render(<CheckInsRecord checkIns={{ mood: [], stress: [] }} />);
    expect(screen.getByText(/You have no mood or stress check-ins/)).toHaveTextContent(
      'You have no mood or stress check-ins from the last 12 months.',
    );
    expect(screen.getByRole('link', { name: 'Record your mood' })).toHaveAttribute('href', '/moody');
    expect(screen.getByRole('link', { name: 'Record your stress' })).toHaveAttribute('href', '/stressed');
  });

  it('lists her latest check-ins with dates and levels', () => {
    render(<CheckInsRecord checkIns={{ mood: [{ checked: '2026-11-16', level: 3 }], stress: [] }} />);
    expect(screen.getByText(/out of 10/)).toHaveTextContent('16 November 2026: 3 out of 10');
    expect(screen.getByRole('link', { name: 'Add a check-in' })).toHaveAttribute('href', '/stressed');
  });
});
