import { ageIssues, type SectionIssue } from './age-checks';
import { QUESTIONNAIRE } from './questions';
import type { QuestionnaireDraft, SectionId } from './schemas';
import { ageOn } from './to-risk-answers';

/** The periods answers ageIssues compares with her age, as a sentence names them. */
const AGE_ANSWER: Record<string, string> = {
  menarcheAge: 'your age at your first period',
  firstBirthAge: 'your age when your first child was born',
  menopauseAge: 'your age at the menopause',
};

const titleOf = (section: SectionId) => `‘${QUESTIONNAIRE.find((s) => s.id === section)!.title}’`;

/**
 * Why `section` cannot be saved into `draft` (her stored answers with this section's new ones in place): each
 * answer that contradicts her age from her date of birth. An issue whose `section` is the one being saved goes
 * beside that question; any other names the answer to change elsewhere (the form links to it). Empty when the
 * answers fit together. Her age comes from the draft's date of birth (stored, or being saved), never from a copy
 * the browser sends.
 */
export function saveConflicts(draft: QuestionnaireDraft, section: SectionId, now: Date): SectionIssue[] {
  const { aboutYou, periods } = draft;
  if (!aboutYou) return [];
  const age = ageOn(aboutYou.dob, now);
  const changeDob = {
    section: 'aboutYou',
    field: 'dob',
    message: `Or change your date of birth in ${titleOf('aboutYou')}`,
  } as const;
  const conflicts: SectionIssue[] = [];
  const add = (issue: SectionIssue) => {
    if (!conflicts.some((c) => c.section === issue.section && c.field === issue.field)) conflicts.push(issue);
  };
  for (const issue of ageIssues({ ...draft, aboutYou }, now)) {
    const answer = AGE_ANSWER[issue.field];
    if (issue.section === 'aboutYou' || !answer) {
      add(issue);
      continue;
    }
    const given = periods?.[issue.field as keyof typeof periods];
    const where = titleOf(issue.section);
    add(
      issue.section === section
        ? { ...issue, message: `${issue.message}: your date of birth in ${titleOf('aboutYou')} makes you ${age}` }
        : { ...issue, message: `Change ${answer} (${given}) in ${where}: it is more than your age now (${age})` },
    );
    add(
      section === 'aboutYou'
        ? {
            section,
            field: 'dob',
            message: `This date of birth makes you ${age}, younger than ${answer} in ${where} (${given})`,
          }
        : changeDob,
    );
  }
  return conflicts;
}
