import type { HealthAnswer, RiskFactorsRecord, WeeklyActivity, WeeklyAlcohol } from '@/lib/content/guide-records';
import { QUESTIONNAIRE, type Question } from './questions';
import { RELATION_OPTIONS, CANCER_SITE_OPTIONS, SIDE_OPTIONS } from './family-options';
import type { QuestionnaireDraft, SectionId } from './schemas';

/**
 * Her questionnaire answers (and profile lists) as the guides' records (lib/content/guide-records): the guides
 * set them beside their advice. Pure, so the wording is testable; nothing here is computed from the browser.
 */

export function activityRecord(draft: QuestionnaireDraft): WeeklyActivity | null {
  const minutes = draft.lifestyle?.activeMinutesPerWeek;
  return typeof minutes === 'number' ? { moderateMinutes: minutes, vigorousMinutes: null, strengthDays: null } : null;
}

export function alcoholRecord(draft: QuestionnaireDraft): WeeklyAlcohol | null {
  const units = draft.lifestyle?.alcoholUnitsPerWeek;
  return typeof units === 'number' ? { unitsPerWeek: units } : null;
}

interface ProfileLists {
  rPrimary?: readonly { id: string; text: string }[] | null;
  rSecondary?: readonly { id: string; text: string }[] | null;
  rGenetic?: readonly { id: string; text: string }[] | null;
  rRare?: readonly { id: string; text: string }[] | null;
  actions?: readonly { id: string; text: string }[] | null;
}

export function riskFactorsRecord(profile: ProfileLists | null): RiskFactorsRecord | null {
  if (!profile) return null;
  const line = (item: { id: string; text: string }) => ({ id: item.id, label: item.text });
  const factors = [profile.rPrimary, profile.rSecondary, profile.rGenetic, profile.rRare].flatMap((list) =>
    (list ?? []).map(line),
  );
  return { factors, actions: (profile.actions ?? []).map(line) };
}

const label = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((o) => o.value === value)?.label ?? value;
const DONT_KNOW = 'I don’t know';

function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function formatBody(body: NonNullable<NonNullable<QuestionnaireDraft['aboutYou']>['body']>): string {
  const weight =
    body.weight.unit === 'kg' ? `${body.weight.kg} kg` : `${body.weight.stones} st ${body.weight.pounds} lb`;
  const height = body.height.unit === 'cm' ? `${body.height.cm} cm` : `${body.height.feet} ft ${body.height.inches} in`;
  return `${height}, ${weight}`;
}

type Relatives = NonNullable<QuestionnaireDraft['family']>['relatives'];

function formatRelatives(relatives: Relatives): string {
  if (relatives.length === 0) return 'None that I know of';
  return relatives
    .map((relative) => {
      const who =
        label(RELATION_OPTIONS, relative.relation) +
        (relative.side ? ` (${label(SIDE_OPTIONS, relative.side).toLowerCase()})` : '');
      const cancers = relative.cancers.map(
        (c) =>
          `${label(CANCER_SITE_OPTIONS, c.site).toLowerCase()} at ${c.ageAtDiagnosis === 'unknown' ? 'an unknown age' : c.ageAtDiagnosis}`,
      );
      return `${who}: ${cancers.join(', ')}`;
    })
    .join('; ');
}

function formatAnswer(question: Question, value: unknown): string | null {
  if (value === undefined || value === null) return question.kind === 'measurements' ? 'Not given' : null;
  if (value === 'unknown') return question.dontKnow?.label ?? label(question.options ?? [], 'unknown') ?? DONT_KNOW;
  switch (question.kind) {
    case 'date':
      return formatDate(String(value));
    case 'choice':
      return label(question.options ?? [], String(value));
    case 'choices': {
      const chosen = value as string[];
      return chosen.length ? chosen.map((v) => label(question.options ?? [], v)).join(', ') : 'None';
    }
    case 'measurements':
      return formatBody(value as Parameters<typeof formatBody>[0]);
    case 'relatives':
      return formatRelatives(value as Relatives);
    case 'age':
      return `${value} years old`;
    default:
      return question.unit ? `${value} ${question.unit}` : String(value);
  }
}

/** Every answer she has saved, as question and answer in her words, in the questionnaire's order. */
export function healthAnswers(draft: QuestionnaireDraft): HealthAnswer[] | null {
  const answers = QUESTIONNAIRE.flatMap((section) => {
    const saved = draft[section.id as SectionId] as Record<string, unknown> | undefined;
    if (!saved) return [];
    return section.questions.flatMap((question) => {
      const answer = formatAnswer(question, saved[question.id]);
      return answer === null ? [] : [{ question: question.label, answer }];
    });
  });
  return answers.length ? answers : null;
}
