import type { QuestionnaireAnswers, SectionId } from './schemas';
import { ageOn } from './to-risk-answers';

export interface SectionIssue {
  section: SectionId;
  field: string;
  message: string;
}

/**
 * Answers that contradict her age from her date of birth. Each section's schema cannot see the date of birth,
 * so the questionnaire asks here before saving a section, and the server gets no answers buildProfile rejects.
 */
export function ageIssues(
  answers: Pick<QuestionnaireAnswers, 'aboutYou'> & Partial<QuestionnaireAnswers>,
  now: Date,
): SectionIssue[] {
  const age = ageOn(answers.aboutYou.dob, now);
  const issues: SectionIssue[] = [];
  const after = (value: number | 'unknown' | undefined) => typeof value === 'number' && value > age;
  if (age < 0)
    issues.push({ section: 'aboutYou', field: 'dob', message: 'Your date of birth cannot be in the future' });
  const { periods } = answers;
  if (periods) {
    if (after(periods.menarcheAge))
      issues.push({
        section: 'periods',
        field: 'menarcheAge',
        message: 'Your first period cannot be after your current age',
      });
    if (periods.children === 'yes' && after(periods.firstBirthAge)) {
      issues.push({
        section: 'periods',
        field: 'firstBirthAge',
        message: 'Your first child’s birth cannot be after your current age',
      });
    }
    if (periods.menopause === 'yes' && after(periods.menopauseAge)) {
      issues.push({
        section: 'periods',
        field: 'menopauseAge',
        message: 'Your menopause cannot be after your current age',
      });
    }
  }
  return issues;
}
