import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { consentsFromAttributes } from './consents';
import { buildDataExportZip } from './data-export';

/** The document exportMyData returns (backend/resolvers/privacy.ts), with one of each kind of record. */
const exported = {
  exportedAt: '2026-06-15T10:00:00.000Z',
  uid: 'sub-1',
  user: { id: 'u1', itemType: 'User', uid: 'sub-1', given: 'Amira', family: 'Khan', reminder: 'MONTHLY' },
  profiles: [
    {
      id: 'p2',
      itemType: 'Profile',
      uid: 'sub-1',
      riskLevel: 'MODERATE',
      actions: [{ id: 'a', text: 'See GP' }],
    },
    { id: 'p1', itemType: 'Profile', uid: 'sub-1', riskLevel: 'NEAR_POPULATION', actions: [] },
  ],
  profileAnswers: {
    answers: { age: 42, family: { mother: 'breast-50' }, genes: ['BRCA1'] },
    updatedAt: '2026-06-01T00:00:00Z',
  },
  observations: [
    {
      id: 'o1',
      checked: '2026-05-12T07:15:00Z',
      score: 3,
      bLeft: [{ kind: 'LUMP', severity: 4, location: 'UPPER_OUTER', note: '=cmd|calc' }],
      bRight: [{ kind: 'PAIN', severity: 1 }],
      mood: ['LOW', 'TEARFUL'],
    },
    { id: 'o2', checked: '2026-06-01T07:15:00Z', score: 0, bLeft: [], bRight: [], mood: [] },
  ],
  stress: [{ id: 's1', checked: '2026-05-01', aLevel: 6 }],
  sleep: [],
  mood: [{ id: 'm1', checked: '2026-05-03', aLevel: 5, symptoms: ['LOW'], phq4: [2, 1, 1, 0], phq4Total: 4 }],
  fatigue: [],
  physical: [{ id: 'p1', checked: '2026-05-02', aLevel: 3, symptoms: ['HEADACHE'] }],
  menopause: [],
  codes: [{ id: 'c1', code: 'SAVE10', source: 'pinkribbon', status: 'CLAIMED' }],
  codeClaims: [{ source: 'pinkribbon', codeId: 'c1' }],
  notices: [{ id: 'CHECK_DUE#2026-06-10', kind: 'CHECK_DUE', title: 'Your breast check is due', readAt: null }],
  prizeDrawEntries: [{ id: 'e1', draw: '2026-06-30T23:59:59.000Z', name: 'Amira Khan' }],
  prizeDrawWins: [],
  remindersSent: [],
};

const identity = {
  sub: 'sub-1',
  email: 'amira@example.com',
  'custom:terms_version': '2025-06',
  'custom:terms_at': '2026-01-01T09:00:00Z',
  'custom:health_version': '2025-06',
  'custom:health_at': '2026-01-01T09:00:00Z',
};

function unzip(zip: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

const csv = (text: string | undefined) => parse(text ?? '', { bom: true, columns: true }) as Record<string, string>[];

describe('buildDataExportZip', () => {
  const consents = consentsFromAttributes(identity, 'rejected');
  const files = unzip(buildDataExportZip({ exported: JSON.stringify(exported), identity, consents }));

  it('holds data.json and one CSV per record type', () => {
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'checks.csv',
      'code-claims.csv',
      'codes.csv',
      'consents.csv',
      'data.json',
      'fatigue.csv',
      'findings.csv',
      'identity.csv',
      'menopause-symptoms.csv',
      'mood.csv',
      'notices.csv',
      'physical-symptoms.csv',
      'prize-draw-entries.csv',
      'prize-draw-wins.csv',
      'reminders-sent.csv',
      'risk-answers.csv',
      'risk-profile.csv',
      'sleep.csv',
      'stress.csv',
      'user.csv',
    ]);
  });

  it('explains every file in README.txt', () => {
    const described = files['README.txt']!.split('\r\n').filter((line) => /^[\w.-]+\.(csv|json): /.test(line));
    expect(described.map((line) => line.split(':')[0]).sort()).toEqual(
      Object.keys(files)
        .filter((name) => name !== 'README.txt')
        .sort(),
    );
    expect(described.every((line) => !line.endsWith('Your records of this kind.'))).toBe(true);
  });

  it('keeps everything in data.json, with her identity and consents', () => {
    const data = JSON.parse(files['data.json']!);
    expect(data).toMatchObject({ ...exported, identity });
    expect(data.consents).toEqual([
      {
        consent: 'terms',
        given: true,
        version: '2025-06',
        at: '2026-01-01T09:00:00Z',
        withdrawnAt: null,
        endedAt: null,
      },
      {
        consent: 'health-data',
        given: true,
        version: '2025-06',
        at: '2026-01-01T09:00:00Z',
        withdrawnAt: null,
        endedAt: null,
      },
      { consent: 'prize-draw', given: false, version: null, at: null, withdrawnAt: null, endedAt: null },
      { consent: 'cookies', given: false, version: null, at: null, withdrawnAt: null, endedAt: null },
    ]);
  });

  it('exports a mood check-in with her PHQ-4 answers and score', () => {
    expect(csv(files['mood.csv'])).toEqual([
      { id: 'm1', checked: '2026-05-03', aLevel: '5', symptoms: 'LOW', phq4: '2; 1; 1; 0', phq4Total: '4' },
    ]);
    expect(files['README.txt']).toContain('PHQ-4');
  });

  it('says which clock convention a finding’s clock is in, and that a doctor’s is the mirror image', () => {
    const findings = files['README.txt']!.split('\r\n').find((line) => line.startsWith('findings.csv: '));
    expect(findings).toContain('as you look down at yourself: 12 towards your chin, 3 towards your right-hand side');
    expect(findings).toContain('A doctor facing you gives the mirror image (your 2 o’clock is their 10 o’clock)');
  });

  it('writes the records as CSV rows a spreadsheet can read safely', () => {
    expect(csv(files['checks.csv']).map((row) => [row['id'], row['mood']])).toEqual([
      ['o1', 'LOW; TEARFUL'],
      ['o2', ''],
    ]);
    expect(csv(files['findings.csv'])).toEqual([
      {
        checkId: 'o1',
        checked: '2026-05-12T07:15:00Z',
        breast: 'left',
        kind: 'LUMP',
        severity: '4',
        location: 'UPPER_OUTER',
        note: "'=cmd|calc",
      },
      {
        checkId: 'o1',
        checked: '2026-05-12T07:15:00Z',
        breast: 'right',
        kind: 'PAIN',
        severity: '1',
        location: '',
        note: '',
      },
    ]);
    expect(csv(files['risk-answers.csv'])).toEqual([
      { question: 'age', answer: '42', updatedAt: '2026-06-01T00:00:00Z' },
      { question: 'family.mother', answer: 'breast-50', updatedAt: '2026-06-01T00:00:00Z' },
      { question: 'genes', answer: 'BRCA1', updatedAt: '2026-06-01T00:00:00Z' },
    ]);
    expect(csv(files['risk-profile.csv']).map((row) => [row['id'], row['riskLevel']])).toEqual([
      ['p2', 'MODERATE'],
      ['p1', 'NEAR_POPULATION'],
    ]);
    expect(csv(files['identity.csv'])[0]).toMatchObject({ email: 'amira@example.com' });
    expect(csv(files['code-claims.csv'])).toEqual([{ source: 'pinkribbon', codeId: 'c1' }]);
    expect(csv(files['sleep.csv'])).toEqual([]);
  });

  it('accepts the parsed document as well as the string, and refuses something else', () => {
    expect(Object.keys(unzip(buildDataExportZip({ exported, identity, consents })))).toContain('data.json');
    expect(() => buildDataExportZip({ exported: '{"user":null}', identity, consents })).toThrow();
    expect(() =>
      buildDataExportZip({ exported: { ...exported, exportedAt: 'yesterday' }, identity, consents }),
    ).toThrow();
  });
});
