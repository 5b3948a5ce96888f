import { buildGpReport, cycleDayOn } from './build-report';
import { findingState } from './labels';
import { reportWindow } from './period';
import { NOW, PERSON, RECORDS } from './test-fixtures';

describe('reportWindow', () => {
  it('reaches back whole months to the day after, clamped at month ends', () => {
    expect(reportWindow('3-months', '2026-06-15')).toEqual({ from: '2026-03-16', to: '2026-06-15' });
    expect(reportWindow('12-months', '2026-06-15')).toEqual({ from: '2025-06-16', to: '2026-06-15' });
    expect(reportWindow('3-months', '2026-05-31')).toEqual({ from: '2026-03-01', to: '2026-05-31' });
    expect(reportWindow('all', '2026-05-31')).toEqual({ from: null, to: '2026-05-31' });
  });
});

describe('buildGpReport', () => {
  it('lists each finding with where it is, how marked and how long it has lasted', () => {
    const report = buildGpReport('6-months', NOW, PERSON, RECORDS);
    expect(report.findings).toEqual([
      {
        number: 1,
        findingId: 'f-lump',
        breast: 'left',
        kind: 'LUMP',
        position: { area: 'breast', clock: 2, distanceCm: 3 },
        sizeMm: 15,
        feel: 'RUBBERY',
        severity: 4,
        highestSeverity: 4,
        firstNoticed: '2026-01-10',
        lastSeen: '2026-05-12',
        checksSeen: 3,
        checksSince: 3,
        checksNotChecked: 0,
        stillThere: true,
        notFollowedUp: false,
        notCheckedLatest: false,
        goneOn: null,
        changed: true,
        cycleDay: 14,
        note: 'Pea-sized, moves',
      },
      expect.objectContaining({
        number: 2,
        findingId: 'f-pain',
        breast: 'right',
        position: { area: 'armpit' },
        severity: 3,
        lastSeen: '2026-01-10',
        checksSeen: 1,
        stillThere: false,
        // 23:30 UTC on 31 March is 1 April in London.
        goneOn: '2026-04-01',
      }),
    ]);
  });

  it('describes a finding as the latest check that described it, not by a "still there" copy made before a correction', () => {
    const lump = (status: 'NEW' | 'STILL_THERE', clock: number, sizeMm: number, severity: number) => ({
      id: 'f-lump',
      breast: 'left' as const,
      kind: 'LUMP',
      position: { area: 'breast' as const, clock, distanceCm: 3 },
      sizeMm,
      severity,
      status,
    });
    const checks = [
      // She corrected 2 Mar to 10 o'clock, 25 mm after 20 Mar had stored a copy of 2 o'clock, 10 mm.
      { id: 'c1', checkedAt: '2026-03-02T09:00:00Z', findings: [lump('NEW', 10, 25, 2)] },
      { id: 'c2', checkedAt: '2026-03-20T09:00:00Z', findings: [lump('STILL_THERE', 2, 10, 5)] },
    ];
    const [row] = buildGpReport('6-months', NOW, PERSON, { ...RECORDS, checks }).findings;
    expect(row).toMatchObject({
      position: { area: 'breast', clock: 10, distanceCm: 3 },
      sizeMm: 25,
      severity: 2,
      highestSeverity: 2,
      checksSeen: 2,
      stillThere: true,
    });
  });

  it('lists a finding she has not said is gone though no check in the period checked it, saying so', () => {
    const lumpInJanuary = RECORDS.checks.filter((check) => check.id !== 'c2' && check.id !== 'c3');
    const notChecked = [
      ...lumpInJanuary,
      // Two checks in the period that did not check the lump: "I didn't check this today".
      { id: 'c4', checkedAt: '2026-05-12T07:15:00Z', findings: [] },
      { id: 'c5', checkedAt: '2026-06-01T07:15:00Z', findings: [] },
    ];
    const report = buildGpReport('3-months', NOW, PERSON, { ...RECORDS, checks: notChecked });
    expect(report.findings).toEqual([
      expect.objectContaining({
        findingId: 'f-lump',
        lastSeen: '2026-01-10',
        checksSeen: 1,
        checksSince: 3,
        checksNotChecked: 2,
        stillThere: true,
        notCheckedLatest: true,
      }),
      expect.objectContaining({ findingId: 'f-pain', checksNotChecked: 2, notCheckedLatest: true }),
    ]);
  });

  it('does not hold a finding recorded before findings were followed open in later reports', () => {
    const [c0, c1] = RECORDS.checks;
    const legacy = { ...c1!, findings: c1!.findings.map((finding) => ({ ...finding, unfollowed: true })) };
    const later = { id: 'c4', checkedAt: '2026-05-12T07:15:00Z', findings: [] };
    const report = buildGpReport('3-months', NOW, PERSON, { ...RECORDS, checks: [c0!, legacy, later] });
    expect(report.findings).toEqual([]);
  });

  it('counts only its own check for a finding recorded before findings were followed, never calling it still there', () => {
    const [, c1] = RECORDS.checks;
    const legacy = {
      id: 'c-april',
      checkedAt: '2026-04-01T09:00:00Z',
      findings: [{ ...c1!.findings[0]!, id: 'c-april-0', unfollowed: true }],
    };
    // Two later checks that never asked about it: it was recorded before findings were followed.
    const may = { id: 'c-may', checkedAt: '2026-05-01T09:00:00Z', findings: [] };
    const june = { id: 'c-june', checkedAt: '2026-06-01T09:00:00Z', findings: [] };
    const report = buildGpReport('3-months', NOW, PERSON, { ...RECORDS, checks: [legacy, may, june] });
    expect(report.findings).toEqual([
      expect.objectContaining({
        findingId: 'c-april-0',
        checksSeen: 1,
        checksSince: 1,
        checksNotChecked: 0,
        notFollowedUp: true,
        notCheckedLatest: false,
      }),
    ]);
    expect(findingState(report.findings[0]!)).toBe('recorded once; not followed up at later checks');
    // Recorded at her latest check, it is as any new finding: her latest check found it there.
    const latest = buildGpReport('3-months', NOW, PERSON, { ...RECORDS, checks: [legacy] }).findings[0]!;
    expect(latest).toMatchObject({ checksSeen: 1, checksSince: 1, notFollowedUp: false, stillThere: true });
    expect(findingState(latest)).toBe('still there');
  });

  it('keeps the first-noticed date from before the period and dates checks in London time', () => {
    const report = buildGpReport('3-months', NOW, PERSON, RECORDS);
    // 23:30 UTC on 31 March is 1 April in London, inside a window that starts on 16 March.
    expect(report.checksInPeriod).toBe(2);
    expect(report.findings.map((row) => [row.findingId, row.firstNoticed])).toEqual([
      ['f-lump', '2026-01-10'],
      ['f-pain', '2026-01-10'],
    ]);
    expect(report.findings[1]?.lastSeen).toBe('2026-01-10');
  });

  it('summarises the symptoms she ticked and the check-in and symptom diary levels, in the period only', () => {
    const report = buildGpReport('6-months', NOW, PERSON, RECORDS);
    // The sleep check-in's night sweats is from before the period, so only the menopause diary's counts.
    expect(report.symptoms).toEqual([
      { symptom: 'Racing thoughts', entries: 2 },
      { symptom: '=HYPERLINK("http://evil")', entries: 1 },
      { symptom: 'Anxious', entries: 1 },
      { symptom: 'Hot flushes', entries: 1 },
      { symptom: 'Night sweats', entries: 1 },
      { symptom: 'Overwhelmed', entries: 1 },
    ]);
    expect(report.checkIns).toEqual([
      { kind: 'stress', entries: 2, average: 7, highest: 8, latest: 8, latestDate: '2026-05-01' },
      { kind: 'mood', entries: 1, average: 3, highest: 3, latest: 3, latestDate: '2026-05-20' },
      { kind: 'menopause', entries: 1, average: 5, highest: 5, latest: 5, latestDate: '2026-05-21' },
    ]);
    expect(buildGpReport('all', NOW, PERSON, RECORDS).checkIns.map((summary) => summary.kind)).toContain('sleep');
  });

  it('carries her risk level and her questions without blanks', () => {
    const report = buildGpReport('all', NOW, PERSON, RECORDS);
    expect(report.riskLevel).toBe('MODERATE');
    expect(report.questions).toEqual(['Should I have a mammogram before 50?', 'Is the lump linked to my cycle?']);
    expect(report.lastCheck).toBe('2026-05-12');
  });

  it('carries whether her family meets a NICE referral sign', () => {
    expect(buildGpReport('all', NOW, PERSON, RECORDS).familyHistoryReferral).toBe(false);
    const person = { ...PERSON, riskLevel: 'NEAR_POPULATION' as const, familyHistoryReferral: true };
    expect(buildGpReport('all', NOW, person, RECORDS)).toMatchObject({
      riskLevel: 'NEAR_POPULATION',
      familyHistoryReferral: true,
    });
  });

  it('is empty, not broken, with no records', () => {
    const report = buildGpReport('3-months', NOW, { questions: [] }, { checks: [], checkIns: [], periods: [] });
    expect(report).toMatchObject({ findings: [], symptoms: [], checkIns: [], checksInPeriod: 0, lastCheck: null });
  });
});

describe('cycleDayOn', () => {
  it('counts the day her period started as day 1, and gives up after 45 days', () => {
    expect(cycleDayOn('2026-01-10', RECORDS.periods)).toBe(14);
    expect(cycleDayOn('2026-04-28', RECORDS.periods)).toBe(1);
    expect(cycleDayOn('2026-03-31', RECORDS.periods)).toBeNull();
    expect(cycleDayOn('2025-12-01', RECORDS.periods)).toBeNull();
  });
});
