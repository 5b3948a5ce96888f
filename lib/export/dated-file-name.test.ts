import { datedFileName } from './dated-file-name';

describe('datedFileName', () => {
  it('dates a file made at 23:30 UTC in summer with her UK day', () => {
    expect(datedFileName('breast-check-report', 'pdf', new Date('2026-06-01T23:30:00Z'))).toBe(
      'breast-check-report-2026-06-02.pdf',
    );
  });

  it('in winter the UK day is the UTC day', () => {
    expect(datedFileName('my-breast-check-data', 'zip', new Date('2026-01-15T23:30:00Z'))).toBe(
      'my-breast-check-data-2026-01-15.zip',
    );
  });
});
