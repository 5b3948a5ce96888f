import { z } from 'zod';
import { joinDateParts, splitDate } from '@/lib/forms/date-parts';
import { relativeIssue, rowsToPeople, type UsedRow } from '@/lib/forms/relative-rows';
import {
  QUESTIONNAIRE,
  SECTION_IDS,
  SECTION_SCHEMAS,
  type QuestionnaireDraft,
  type SectionId,
  type SectionIssue,
} from '@/lib/risk/questionnaire';

/**
 * The questionnaire's sections as flat HTML forms (client-safe). A form posts text by input name; `decodeSection`
 * turns that into the section's answers for SECTION_SCHEMAS, `encodeSection` turns saved answers back into the
 * inputs' values, so a returning woman sees what she answered. Names:
 *  - a date: `<id>-day|month|year`; a choice: `<id>`; a multiple choice: `<id>-<value>` ticked
 *  - a number with "I don't know": `<id>` and the box `<id>-unknown`
 *  - height and weight: `body-stones|pounds|kg`, `body-feet|inches|cm` (whichever pair she filled in)
 *  - relatives: `relatives-<n>-same|relation|side|site|age|age-unknown`, one cancer a row, `relatives-count` rows;
 *    `same` is the index of an earlier row for the same person (relative-rows.ts)
 */

export const SECTION_FIELD = 'section';
export const MAX_RELATIVE_ROWS = 40;

type Input = Record<string, string | undefined>;
type Answers = Record<string, unknown>;

const text = (input: Input, name: string) => (input[name] ?? '').trim();

/** A typed number, or the text itself so the schema calls it wrong; absent when blank. */
function numberOrText(value: string): number | string | undefined {
  if (!value) return undefined;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

const numberOrUnknown = (input: Input, name: string) =>
  input[`${name}-unknown`] === 'unknown' ? 'unknown' : numberOrText(text(input, name));

const ticked = (input: Input, name: string, values: readonly string[]) =>
  values.filter((value) => input[`${name}-${value}`] === 'on');

function decodeBody(input: Input): Answers | undefined | string {
  const [stones, pounds, kg, feet, inches, cm] = ['stones', 'pounds', 'kg', 'feet', 'inches', 'cm'].map((part) =>
    text(input, `body-${part}`),
  );
  const weight =
    stones || pounds
      ? { unit: 'st-lb', stones: numberOrText(stones!), pounds: numberOrText(pounds! || '0') }
      : kg
        ? { unit: 'kg', kg: numberOrText(kg) }
        : undefined;
  const height =
    feet || inches
      ? { unit: 'ft-in', feet: numberOrText(feet!), inches: numberOrText(inches! || '0') }
      : cm
        ? { unit: 'cm', cm: numberOrText(cm) }
        : undefined;
  if (!weight && !height) return undefined;
  return defined({ weight, height });
}

/** The rows she used, in order (empty rows are left out, so a row's index and its place can differ). */
function relativeRows(input: Input): UsedRow[] {
  const count = Math.min(Number(text(input, 'relatives-count')) || 0, MAX_RELATIVE_ROWS);
  const rows: UsedRow[] = [];
  for (let n = 0; n < count; n += 1) {
    const name = (part: string) => `relatives-${n}-${part}`;
    const relation = text(input, name('relation'));
    const site = text(input, name('site'));
    const age = numberOrUnknown(input, name('age'));
    if (!relation && !site && age === undefined) continue; // an empty row she did not use
    const same = text(input, name('same'));
    rows.push({
      row: n,
      same: /^\d+$/.test(same) ? Number(same) : null,
      relation: relation || undefined,
      side: text(input, name('side')) || undefined,
      cancer: defined({ site: site || undefined, ageAtDiagnosis: age }),
    });
  }
  return rows;
}

const decodeRelatives = (input: Input): Answers[] => rowsToPeople(relativeRows(input)).people.map((p) => p.relative);

const optionValues = (section: SectionId, id: string) =>
  (QUESTIONNAIRE.find((s) => s.id === section)?.questions.find((q) => q.id === id)?.options ?? []).map((o) => o.value);

/** Absent, not undefined: a question she was not asked is simply not in the saved document. */
const defined = (answers: Answers): Answers =>
  Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined));

/**
 * The section's answers from the form's inputs, for its schema to check. A follow-up question (first birth,
 * menopause age, hyperplasia) is only in the form while its lead answer asks for it, so whatever is posted counts.
 */
export function decodeSection(section: SectionId, input: Input): Answers {
  return defined(decodeInputs(section, input));
}

function decodeInputs(section: SectionId, input: Input): Answers {
  const choices = (id: string) => ticked(input, id, optionValues(section, id));
  switch (section) {
    case 'aboutYou':
      return {
        dob: joinDateParts(input, 'dob') || undefined,
        ethnicity: text(input, 'ethnicity') || undefined,
        body: decodeBody(input),
      };
    case 'periods': {
      const children = text(input, 'children') || undefined;
      const menopause = text(input, 'menopause') || undefined;
      return {
        menarcheAge: numberOrUnknown(input, 'menarcheAge'),
        children,
        firstBirthAge: numberOrUnknown(input, 'firstBirthAge'),
        menopause,
        menopauseAge: numberOrUnknown(input, 'menopauseAge'),
        hrt: text(input, 'hrt') || undefined,
      };
    }
    case 'breastHistory': {
      const biopsies = numberOrUnknown(input, 'biopsies');
      return {
        personalHistory: choices('personalHistory'),
        biopsies,
        atypicalHyperplasia: text(input, 'atypicalHyperplasia') || undefined,
        ownVariants: choices('ownVariants'),
      };
    }
    case 'family':
      return {
        relatives: decodeRelatives(input),
        familyVariants: choices('familyVariants'),
        unknownSides: choices('unknownSides'),
      };
    case 'lifestyle':
      return {
        alcoholUnitsPerWeek: numberOrUnknown(input, 'alcoholUnitsPerWeek'),
        activeMinutesPerWeek: numberOrUnknown(input, 'activeMinutesPerWeek'),
        smoking: text(input, 'smoking') || undefined,
      };
  }
}

const isSectionId = (value: unknown): value is SectionId =>
  typeof value === 'string' && (SECTION_IDS as string[]).includes(value);

export type SectionSubmission = {
  [S in SectionId]: { section: S; answers: z.output<(typeof SECTION_SCHEMAS)[S]> };
}[SectionId];

/**
 * The one schema of the questionnaire form, for the browser's pre-check and the server action alike: which
 * section, and its answers checked with that section's schema. Issues keep the section schema's paths, so each
 * message sits beside its question (the first path segment is the question's id); a problem with one relative
 * goes beside that relative's row instead (relative-rows.ts).
 */
export const questionnaireFormSchema = z.record(z.string(), z.string()).transform((input, ctx): SectionSubmission => {
  const section = input[SECTION_FIELD];
  if (!isSectionId(section)) {
    ctx.addIssue({ code: 'custom', path: ['form'], message: 'This form is out of date. Reload the page.' });
    return z.NEVER;
  }
  const answers = decodeSection(section, input);
  const body = answers.body as Answers | undefined;
  if (body && (!body.weight || !body.height)) {
    ctx.addIssue({
      code: 'custom',
      path: ['body'],
      message: body.weight
        ? 'Enter your height as well, or leave both empty'
        : 'Enter your weight as well, or leave both empty',
    });
    return z.NEVER;
  }
  const grouped = section === 'family' ? rowsToPeople(relativeRows(input)) : { people: [], issues: {} };
  for (const [field, message] of Object.entries(grouped.issues))
    ctx.addIssue({ code: 'custom', path: [field], message });
  const parsed = SECTION_SCHEMAS[section].safeParse(answers);
  if (!parsed.success) {
    const people = grouped.people.map((person) => person.rows);
    for (const issue of parsed.error.issues) {
      const placed = relativeIssue(issue.path, issue.message, people) ?? issue;
      ctx.addIssue({ code: 'custom', path: placed.path, message: placed.message });
    }
  }
  if (!parsed.success || Object.keys(grouped.issues).length > 0) return z.NEVER;
  // Ages against her date of birth are the server's to check, with the one it holds (saveConflicts).
  return { section, answers: parsed.data } as SectionSubmission;
});

/**
 * The form's errors for answers that do not fit together (saveConflicts): one on this section's question by its
 * id, one on another section's answer as `<section>.<question>`, which the form lists with a link to it.
 */
export function conflictErrors(saving: SectionId, conflicts: readonly SectionIssue[]): Record<string, string> {
  return Object.fromEntries(
    conflicts.map((c) => [c.section === saving ? c.field : `${c.section}.${c.field}`, c.message] as const),
  );
}

/** The errors about another section's answers, each with where to change it. */
export function elsewhereErrors(errors: Partial<Record<string, string>>) {
  return Object.entries(errors).flatMap(([key, message]) => {
    const [section, field] = key.split('.');
    return message && field && isSectionId(section)
      ? [{ id: key, message, href: `/personal?section=${section}#q-${field}` }]
      : [];
  });
}

const numberText = (value: unknown) => (typeof value === 'number' ? String(value) : '');

function encodeNumberOrUnknown(values: Record<string, string>, name: string, value: unknown) {
  if (value === 'unknown') values[`${name}-unknown`] = 'unknown';
  else values[name] = numberText(value);
}

/** The inputs' values for a saved section (blank when she has not answered it). */
export function encodeSection(section: SectionId, draft: QuestionnaireDraft): Record<string, string> {
  const values: Record<string, string> = { [SECTION_FIELD]: section };
  const tick = (id: string, chosen: readonly string[]) => chosen.forEach((value) => (values[`${id}-${value}`] = 'on'));
  switch (section) {
    case 'aboutYou': {
      const a = draft.aboutYou;
      if (!a) break;
      Object.assign(values, splitDate('dob', a.dob), { ethnicity: a.ethnicity });
      const weight = a.body?.weight;
      const height = a.body?.height;
      if (weight?.unit === 'st-lb')
        Object.assign(values, { 'body-stones': String(weight.stones), 'body-pounds': String(weight.pounds) });
      if (weight?.unit === 'kg') values['body-kg'] = String(weight.kg);
      if (height?.unit === 'ft-in')
        Object.assign(values, { 'body-feet': String(height.feet), 'body-inches': String(height.inches) });
      if (height?.unit === 'cm') values['body-cm'] = String(height.cm);
      break;
    }
    case 'periods': {
      const p = draft.periods;
      if (!p) break;
      encodeNumberOrUnknown(values, 'menarcheAge', p.menarcheAge);
      Object.assign(values, { children: p.children, menopause: p.menopause, hrt: p.hrt });
      if (p.firstBirthAge !== undefined) encodeNumberOrUnknown(values, 'firstBirthAge', p.firstBirthAge);
      if (p.menopauseAge !== undefined) encodeNumberOrUnknown(values, 'menopauseAge', p.menopauseAge);
      break;
    }
    case 'breastHistory': {
      const b = draft.breastHistory;
      if (!b) break;
      tick('personalHistory', b.personalHistory);
      tick('ownVariants', b.ownVariants);
      encodeNumberOrUnknown(values, 'biopsies', b.biopsies);
      if (b.atypicalHyperplasia) values.atypicalHyperplasia = b.atypicalHyperplasia;
      break;
    }
    case 'family': {
      const f = draft.family;
      if (!f) break;
      tick('familyVariants', f.familyVariants);
      tick('unknownSides', f.unknownSides);
      // A relative's later cancers are rows that say they are the same person as the first.
      const rows = f.relatives.flatMap((relative, person) =>
        relative.cancers.map((cancer, nth) => ({ relative, cancer, person, nth })),
      );
      values['relatives-count'] = String(rows.length);
      rows.forEach(({ relative, cancer, person, nth }, n) => {
        if (nth > 0) values[`relatives-${n}-same`] = String(rows.findIndex((r) => r.person === person));
        values[`relatives-${n}-relation`] = relative.relation;
        if (relative.side) values[`relatives-${n}-side`] = relative.side;
        values[`relatives-${n}-site`] = cancer.site;
        encodeNumberOrUnknown(values, `relatives-${n}-age`, cancer.ageAtDiagnosis);
      });
      break;
    }
    case 'lifestyle': {
      const l = draft.lifestyle;
      if (!l) break;
      encodeNumberOrUnknown(values, 'alcoholUnitsPerWeek', l.alcoholUnitsPerWeek);
      encodeNumberOrUnknown(values, 'activeMinutesPerWeek', l.activeMinutesPerWeek);
      values.smoking = l.smoking;
      break;
    }
  }
  return values;
}
