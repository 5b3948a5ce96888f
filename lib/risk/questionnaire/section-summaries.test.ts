import { FIXTURES } from './fixtures';
import { questionnaireSchema, SECTION_IDS } from './schemas';
import { sectionSummary } from './section-summaries';

const base = questionnaireSchema.parse(FIXTURES[0]!.answers);
const family = questionnaireSchema.parse(FIXTURES[1]!.answers);
const dontKnows = questionnaireSchema.parse(FIXTURES[2]!.answers);

describe('each section in a few words', () => {
  it('says what she answered in each section', () => {
    expect(SECTION_IDS.map((id) => sectionSummary(id, base))).toEqual([
      'Born 2 May 1981, height and weight given',
      'Given birth, before the menopause',
      'No biopsies',
      'No relatives with cancer that you know of',
      '6 units of alcohol a week, 150 active minutes a week',
    ]);
  });

  it('counts biopsies, relatives and past conditions', () => {
    expect(sectionSummary('breastHistory', family)).toBe('2 biopsies');
    expect(sectionSummary('family', family)).toBe('2 relatives with cancer');
    const dcis = { ...base, breastHistory: { ...base.breastHistory, personalHistory: ['dcis' as const], biopsies: 1 } };
    expect(sectionSummary('breastHistory', dcis)).toBe('DCIS, 1 biopsy');
    const one = { ...base, lifestyle: { ...base.lifestyle, alcoholUnitsPerWeek: 1, activeMinutesPerWeek: 1 } };
    expect(sectionSummary('lifestyle', one)).toBe('1 unit of alcohol a week, 1 active minute a week');
  });

  it('leaves out "I don\'t know", and says nothing for a section she has not answered', () => {
    expect(sectionSummary('aboutYou', dontKnows)).toBe('Born 15 January 1976');
    expect(sectionSummary('periods', dontKnows)).toBe('Given birth');
    const unknowns = { ...base, lifestyle: { ...base.lifestyle, alcoholUnitsPerWeek: 'unknown' as const } };
    expect(sectionSummary('lifestyle', unknowns)).toBe('150 active minutes a week');
    expect(sectionSummary('family', { version: 'Q1' })).toBeNull();
  });
});
