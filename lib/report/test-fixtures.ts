import type { ReportPerson, ReportRecords } from './types';

/** A year of records for report tests: one lump that lasts and changes, one pain that went away. */
export const NOW = new Date('2026-06-15T10:00:00Z');

export const PERSON: ReportPerson = {
  name: 'Amira Khan',
  dateOfBirth: '1984-02-29',
  riskLevel: 'MODERATE',
  questions: ['Should I have a mammogram before 50?', '  ', 'Is the lump linked to my cycle?'],
};

const lump = (severity: number, status: 'NEW' | 'STILL_THERE' | 'CHANGED', sizeMm: number) => ({
  id: 'f-lump',
  breast: 'left' as const,
  kind: 'LUMP',
  position: { area: 'breast' as const, clock: 2, distanceCm: 3 },
  sizeMm,
  feel: 'RUBBERY',
  severity,
  status,
  note: 'Pea-sized, moves',
});

export const RECORDS: ReportRecords = {
  checks: [
    { id: 'c0', checkedAt: '2025-10-08T08:00:00Z', findings: [] },
    {
      id: 'c1',
      checkedAt: '2026-01-10T19:00:00Z',
      findings: [
        lump(2, 'NEW', 10),
        {
          id: 'f-pain',
          breast: 'right',
          kind: 'PAIN',
          position: { area: 'armpit' },
          severity: 3,
          status: 'NEW',
          note: '=HYPERLINK("http://evil")',
        },
      ],
    },
    {
      id: 'c2',
      checkedAt: '2026-03-31T23:30:00Z',
      findings: [
        lump(3, 'STILL_THERE', 12),
        {
          id: 'f-pain',
          breast: 'right',
          kind: 'PAIN',
          position: { area: 'armpit' },
          severity: 1,
          status: 'GONE',
        },
      ],
    },
    { id: 'c3', checkedAt: '2026-05-12T07:15:00Z', findings: [lump(4, 'CHANGED', 15)] },
  ],
  checkIns: [
    { id: 's1', kind: 'stress', date: '2026-04-01', level: 6, score: 40, symptoms: ['Racing thoughts'] },
    { id: 's2', kind: 'stress', date: '2026-05-01', level: 8, symptoms: ['Racing thoughts', 'Overwhelmed'] },
    { id: 'm1', kind: 'mood', date: '2026-05-20', level: 3, symptoms: ['=HYPERLINK("http://evil")', 'Anxious'] },
    { id: 'p1', kind: 'menopause', date: '2026-05-21', level: 5, symptoms: ['Night sweats', 'Hot flushes'] },
    { id: 'z0', kind: 'sleep', date: '2025-08-01', level: 9, symptoms: ['Night sweats'] },
  ],
  periods: [
    { start: '2025-12-28', lengthDays: 5 },
    { start: '2026-04-28', lengthDays: 4 },
  ],
};
