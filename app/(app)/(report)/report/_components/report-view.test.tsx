/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { buildGpReport, type CheckRecord } from '@/lib/report';
import { NOW, PERSON, RECORDS } from '@/lib/report/test-fixtures';
import { ReportView } from './report-view';

const findingsTable = () => screen.getByRole('table', { name: /Each change/ });

test('says a lasting finding was still there at her latest check, how often it was found and when', () => {
  render(<ReportView report={buildGpReport('6-months', NOW, PERSON, RECORDS)} />);
  const lump = within(findingsTable()).getAllByRole('row')[1]!;
  expect(lump).toHaveTextContent('3 of 3 checks; still there, changed; last found 12 May 2026');
});

test('does not call a finding recorded before findings were followed still there after later checks', () => {
  // Recorded on 1 April, before findings were followed; May's and June's checks never asked about it.
  const april: CheckRecord = {
    id: 'c-april',
    checkedAt: '2026-04-01T09:00:00Z',
    findings: [{ id: 'c-april-0', breast: 'left', kind: 'LUMP', severity: 2, status: 'NEW', unfollowed: true }],
  };
  const later = ['2026-05-01', '2026-06-01'].map((day) => ({ id: day, checkedAt: `${day}T09:00:00Z`, findings: [] }));
  const records = { ...RECORDS, checks: [april, ...later] };
  render(<ReportView report={buildGpReport('3-months', NOW, PERSON, records)} />);
  const row = within(findingsTable()).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('recorded once; not followed up at later checks');
  expect(row).not.toHaveTextContent(/still there|of 3 checks/);
});

test('lets a long unbroken note (a pasted link) break, so the table is not cut off when printed', () => {
  const link = `https://example.com/${'a'.repeat(480)}`;
  const checks = RECORDS.checks.map((check) => ({
    ...check,
    findings: check.findings.map((finding) => ({ ...finding, note: link })),
  }));
  render(<ReportView report={buildGpReport('6-months', NOW, PERSON, { ...RECORDS, checks })} />);
  // jsdom has no layout: the class is what makes the browser wrap it (overflow-wrap: anywhere).
  expect(within(findingsTable()).getAllByText(`“${link}”`)[0]).toHaveClass('wrap-anywhere');
});

test('keeps the line breaks she typed in a note, on screen and printed', () => {
  const checks = RECORDS.checks.map((check) => ({
    ...check,
    findings: check.findings.map((finding) => ({ ...finding, note: 'sore\nworse before my period' })),
  }));
  render(<ReportView report={buildGpReport('6-months', NOW, PERSON, { ...RECORDS, checks })} />);
  // jsdom has no layout: the class is what makes the browser keep the break (white-space: pre-line).
  expect(within(findingsTable()).getAllByText('“sore worse before my period”')[0]).toHaveClass('whitespace-pre-line');
});

test('gives each place as a doctor facing her does, and says so once by the map', () => {
  render(<ReportView report={buildGpReport('6-months', NOW, PERSON, RECORDS)} />);
  // She marked the lump at 2 o'clock on her left breast as she looks down at herself.
  const lump = within(findingsTable()).getAllByRole('row')[1]!;
  expect(lump).toHaveTextContent("Left: 10 o'clock, 3 cm from the nipple (upper, towards the breastbone)");
  expect(
    screen.getByText('Clock positions and the map are as you face her (her right breast on your left).'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/looks down/)).not.toBeInTheDocument();
  // A screen reader meets the map and the table without the note beside them: both say the convention too.
  const map = screen.getByRole('img', {
    name: /^Breast map as you face her, her right breast on the left, with 2 numbered marks/,
  });
  expect(map).toHaveAccessibleDescription(
    'Clock positions and the map are as you face her (her right breast on your left).',
  );
  expect(findingsTable()).toHaveAccessibleName('Each change, numbered as on the map; clock positions as you face her');
});
