import { TEXT_LIMITS } from '@/lib/validation/limits';
import { buildGpReport } from './build-report';
import { buildReportPdf } from './report-pdf';
import { readPdfPages } from './test-pdf-text';
import { NOW, PERSON, RECORDS } from './test-fixtures';
import type { CheckInRecord, CheckRecord } from './types';

/** Many checks with many findings: the report must still stop at three pages. */
function busyRecords(): CheckRecord[] {
  return Array.from({ length: 12 }, (_, month) => ({
    id: `busy-${month}`,
    checkedAt: new Date(Date.UTC(2025, 6 + month, 3, 9)).toISOString(),
    findings: Array.from({ length: 5 }, (_, index) => ({
      id: `busy-${month}-${index}`,
      breast: index % 2 ? ('left' as const) : ('right' as const),
      kind: 'SKIN_CHANGE',
      position: { area: 'breast' as const, clock: (index % 12) + 1, distanceCm: index },
      severity: 2,
      status: 'NEW' as const,
      note: 'A long description of what she felt and saw. '.repeat(8),
    })),
  }));
}

/** A year of check-ins, each with several symptoms ticked: many more than the report lists. */
function busyCheckIns(): CheckInRecord[] {
  return Array.from({ length: 12 }, (_, month) => ({
    id: `busy-in-${month}`,
    kind: 'physical' as const,
    date: new Date(Date.UTC(2025, 6 + month, 4)).toISOString().slice(0, 10),
    level: 4,
    symptoms: ['Headache', 'Bloating', 'Nausea', 'Joint pain', `Symptom ${month}`],
  }));
}

/** Twenty short questions, about as many characters as the form takes. */
const TWENTY_QUESTIONS = Array.from({ length: 20 }, (_, index) => `Question ${index + 1}: is this worth a scan?`);

/** One question as long as the form takes. */
const LONG_QUESTION = 'Is this normal for me at my age '.repeat(40).slice(0, TEXT_LIMITS.gpQuestions - 1) + '?';

/** More one-word questions than the report lists. */
const SIXTY_QUESTIONS = Array.from({ length: 60 }, (_, index) => `Q${index + 1}?`);

/** Her name, a note and questions in Polish, Turkish, Greek and Cyrillic, and one with an emoji. */
const NAME = 'Agnieszka Wiśniewska-Łęcka';
const NOTE = 'Boli przy ucisku; ağrı şişlik, ılık İçerde; πόνος στο στήθος; боль и уплотнение';
const OWN_WORDS_QUESTIONS = [
  'Czy to guz? Ścisk, żółć, łza',
  'Ağrı neden geçmiyor? Işık İstanbul',
  'Είναι καλοήθες;',
  'Это опасно? Ёж, щека',
  'Is it ok 😟 to wait?',
];

function ownWordsReport() {
  const records = {
    ...RECORDS,
    checks: RECORDS.checks.map((check) => ({
      ...check,
      findings: check.findings.map((finding) => ({ ...finding, note: NOTE })),
    })),
  };
  return buildGpReport('6-months', NOW, { ...PERSON, name: NAME, questions: OWN_WORDS_QUESTIONS }, records);
}

/** A finding recorded on 1 April before findings were followed, and two later checks that never asked about it. */
function notFollowedUpReport() {
  const april: CheckRecord = {
    id: 'c-april',
    checkedAt: '2026-04-01T09:00:00Z',
    findings: [{ id: 'c-april-0', breast: 'left', kind: 'LUMP', severity: 2, status: 'NEW', unfollowed: true }],
  };
  const later = ['2026-05-01', '2026-06-01'].map((day) => ({ id: day, checkedAt: `${day}T09:00:00Z`, findings: [] }));
  return buildGpReport('3-months', NOW, PERSON, { ...RECORDS, checks: [april, ...later] });
}

/** A name as long as the form takes (100 given, 100 family), of the widest letters. */
const WIDE_NAME = `${'Wwwwwwwwww '.repeat(9)}W ${'Mmmmmmmmmmmmm'.repeat(8).slice(0, 100)}`;

/** One check with one finding: a single check since she noticed it. */
function oneCheckReport() {
  const checks: CheckRecord[] = [
    {
      id: 'c-may',
      checkedAt: '2026-05-01T09:00:00Z',
      findings: [{ id: 'f-lump', breast: 'left', kind: 'LUMP', severity: 2, status: 'NEW' }],
    },
  ];
  return buildGpReport('3-months', NOW, { ...PERSON, name: WIDE_NAME, questions: [] }, { ...RECORDS, checks });
}

/** Page text with PDF.js's line breaks made spaces, to find text that wraps. */
const flat = (pages: string[]) => pages.join('\n').replace(/\s+/g, ' ');

describe('buildReportPdf', () => {
  let pages: string[];
  let busyPages: string[];
  let ownWordsPages: string[];
  let longQuestionPages: string[];
  let sixtyQuestionPages: string[];
  let notFollowedUpPages: string[];
  let oneCheckPages: string[];
  let pdf: Uint8Array;

  beforeAll(async () => {
    pdf = await buildReportPdf(buildGpReport('6-months', NOW, PERSON, RECORDS));
    const busy = await buildReportPdf(
      buildGpReport(
        'all',
        NOW,
        { ...PERSON, questions: TWENTY_QUESTIONS },
        {
          ...RECORDS,
          checks: busyRecords(),
          checkIns: busyCheckIns(),
        },
      ),
    );
    const ownWords = await buildReportPdf(ownWordsReport());
    const longQuestion = await buildReportPdf(
      buildGpReport('6-months', NOW, { ...PERSON, questions: [LONG_QUESTION] }, RECORDS),
    );
    const sixtyQuestions = await buildReportPdf(
      buildGpReport('6-months', NOW, { ...PERSON, questions: SIXTY_QUESTIONS }, RECORDS),
    );
    const notFollowedUp = await buildReportPdf(notFollowedUpReport());
    const oneCheck = await buildReportPdf(oneCheckReport());
    [
      pages = [],
      busyPages = [],
      ownWordsPages = [],
      longQuestionPages = [],
      sixtyQuestionPages = [],
      notFollowedUpPages = [],
      oneCheckPages = [],
    ] = readPdfPages(pdf, busy, ownWords, longQuestion, sixtyQuestions, notFollowedUp, oneCheck);
  });

  it('is an A4 PDF with its fonts embedded from the package', () => {
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('names her, the period and every finding with its dates and place', () => {
    const text = pages.join('\n');
    expect(text).toContain('Breast self-check summary for my GP');
    expect(text).toContain('Name: Amira Khan');
    expect(text).toMatch(/What I want to ask\s+•?\s*Should I have a mammogram before 50\?/);
    expect(text).toContain('Date of birth: 29 Feb 1984');
    expect(text).toContain('16 Dec 2025 to 15 Jun 2026');
    // Her 2 o'clock as she looks down, given as a doctor facing her gives it.
    expect(text).toContain("1. Left breast · Lump · 10 o'clock, 3 cm from the nipple (upper, towards the");
    expect(text).toContain('breastbone)');
    expect(text).toContain(
      'First noticed 10 Jan 2026, cycle day 14 · size 15 mm, feel: rubbery · severity 4 of 5 (highest 4)',
    );
    expect(text).toContain('Found at 3 of 3 checks since, last on 12 May 2026 · still there · has changed');
    expect(text).toContain('2. Right breast · Pain · Armpit');
    expect(text).toContain('Found at 1 of 3 checks since, last on 10 Jan 2026 · gone by 1 Apr 2026');
    expect(text).toContain('Moderate risk (NICE CG164)');
    expect(text).toContain('Is the lump linked to my cycle?');
    expect(text).toContain('Stress: 2 entries, average 7, highest 8, latest 8 on 1 May 2026');
  });

  it('says by the map, and where it explains its terms, that clock positions are as you face her', () => {
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Clock positions and the map are as you face her (her right breast on your left).');
    expect(text).toContain('Clock positions are as you face her (12 towards her chin, 3 towards her left-hand side)');
    expect(text).not.toContain('looks down');
  });

  it('does not call a finding recorded before findings were followed still there after later checks', () => {
    const text = flat(notFollowedUpPages);
    expect(text).toContain('1. Left breast · Lump · Place not marked');
    expect(text).toContain('Recorded once; not followed up at later checks');
    expect(text).not.toMatch(/still there|checks since/);
  });

  it('says when her family meets a NICE referral criterion, beside the level from the figures', async () => {
    const report = buildGpReport(
      '6-months',
      NOW,
      { ...PERSON, riskLevel: 'NEAR_POPULATION', familyHistoryReferral: true },
      RECORDS,
    );
    const [referralPages = []] = readPdfPages(await buildReportPdf(report));
    const text = referralPages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Near population risk (NICE CG164)');
    expect(text).toContain('meets one of NICE CG164’s criteria for referral from primary care (1.3)');
    expect(pages.join('\n')).not.toContain('criteria for referral');
  });

  it('says when her family is one NICE asks her GP to seek advice about (1.3.4)', async () => {
    const report = buildGpReport(
      '6-months',
      NOW,
      { ...PERSON, riskLevel: 'NEAR_POPULATION', familyHistoryAdvice: true },
      RECORDS,
    );
    const [advicePages = []] = readPdfPages(await buildReportPdf(report));
    const text = advicePages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('NICE CG164 (1.3.4) advises seeking advice from the designated secondary care contact');
    expect(text).not.toContain('criteria for referral');
  });

  it('numbers its pages and stays within three', () => {
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.at(-1)).toContain(`page ${pages.length} of ${pages.length}`);
    expect(busyPages.length).toBeLessThanOrEqual(3);
    expect(busyPages.join('\n')).toContain('more findings are in the CSV download');
  });

  it('counts a single check as one check', () => {
    expect(flat(oneCheckPages)).toContain('Found at 1 of 1 check since, last on 1 May 2026');
  });

  it('keeps a long name to one line of the footer, so the footer never adds a page', () => {
    expect(oneCheckPages).toHaveLength(1);
    expect(oneCheckPages[0]).toContain(`Name: ${WIDE_NAME.slice(0, 40)}`);
    expect(oneCheckPages[0]).toMatch(/\nWwwwwwwwww [^\n]*… · \S+ summary made on 15 Jun 2026 · page 1 of 1/);
  });

  it('draws every letter of her name, notes and questions in Polish, Turkish, Greek and Cyrillic', () => {
    const text = ownWordsPages.join('\n');
    expect(text).not.toContain('\0');
    expect(text).toContain(`Name: ${NAME}`);
    expect(flat(ownWordsPages)).toContain(`Her words: “${NOTE}”`);
    for (const question of OWN_WORDS_QUESTIONS.slice(0, -1)) expect(text).toContain(question);
    for (const page of ownWordsPages) expect(page).toContain(`${NAME} · `);
  });

  it('shows a character no font has as a question mark, keeping the rest', () => {
    expect(ownWordsPages.join('\n')).toContain('Is it ok ? to wait?');
  });

  it('prints every question in full, however many and however long', () => {
    const text = busyPages.join('\n');
    for (const question of TWENTY_QUESTIONS) expect(text).toContain(question);
    expect(LONG_QUESTION).toHaveLength(TEXT_LIMITS.gpQuestions);
    expect(flat(longQuestionPages)).toContain(LONG_QUESTION.replace(/\s+/g, ' '));
  });

  it('says how many more questions the CSV has when there are too many one-word lines to list', () => {
    const text = sixtyQuestionPages.join('\n');
    expect(text).toMatch(/\bQ50\?/);
    expect(text).not.toMatch(/\bQ51\?/);
    expect(text).toContain('10 more questions are in the CSV download.');
  });
});
