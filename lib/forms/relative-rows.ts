/**
 * The family history's relatives as rows of inputs (`relatives-<n>-<part>`), one cancer a row. A row can say it
 * is the same person as an earlier row (`relatives-<n>-same` holds that row's index), so a relative with two
 * cancers is one person; the schema sees people, each with the rows that make them up. A problem the section's
 * schema finds in one person is put beside the row it belongs to. Client-safe.
 */
import { RELATION_OPTIONS } from '@/lib/risk/questionnaire/family-options';

export const RELATIVE_PARTS = ['same', 'relation', 'side', 'site', 'age'] as const;
export type RelativePart = (typeof RELATIVE_PARTS)[number];

/** The input name, and the error key, of one row's part: the form's field id is `<prefix>-<this>`. */
export const relativeField = (row: number, part: RelativePart) => `relatives-${row}-${part}`;

/** Every row's parts in page order, for an error summary that lists problems as the page shows them. */
export function relativeFieldNames(rows: number): string[] {
  return Array.from({ length: rows }, (_, row) => RELATIVE_PARTS.map((part) => relativeField(row, part))).flat();
}

/** One row she filled in: who (unless it names an earlier row as the same person) and one cancer. */
export interface UsedRow {
  row: number;
  /** The earlier row this one is the same person as, or null for someone new. */
  same: number | null;
  relation?: string;
  side?: string;
  cancer: Record<string, unknown>;
}

/** A person as the schema sees them, and the on-screen row of each of their cancers, in order. */
export interface RowPerson {
  relative: Record<string, unknown>;
  rows: number[];
}

// Relations she has only one of on each side: a second row for one of them must say it is the same person.
const ONE_PERSON = new Set(['mother', 'father', 'grandmother', 'grandfather']);

const relationWords = (relation: string) =>
  (RELATION_OPTIONS.find((o) => o.value === relation)?.label ?? relation).toLowerCase();

/**
 * Her rows as people: a row that names an earlier row joins that person (its own relation and side may be left
 * empty, and must match when given). Problems with a link are keyed by the row's `same` input.
 */
export function rowsToPeople(rows: readonly UsedRow[]): { people: RowPerson[]; issues: Record<string, string> } {
  const people: RowPerson[] = [];
  const personOfRow = new Map<number, RowPerson>();
  const issues: Record<string, string> = {};
  const problem = (row: number, message: string) =>
    (issues[relativeField(row, 'same')] = `Relative ${row + 1}: ${message}`);

  for (const used of rows) {
    if (used.same === null) {
      const person = {
        relative: defined({ relation: used.relation, side: used.side, cancers: [used.cancer] }),
        rows: [used.row],
      };
      const earlier =
        used.relation && ONE_PERSON.has(used.relation) ? people.find((p) => samePerson(p, used)) : undefined;
      if (earlier) {
        problem(
          used.row,
          `you have already added your ${relationWords(used.relation!)} as relative ${earlier.rows[0]! + 1}. If this is another cancer they had, choose that this is the same person`,
        );
      }
      people.push(person);
      personOfRow.set(used.row, person);
      continue;
    }
    const person = personOfRow.get(used.same);
    if (!person || used.same >= used.row) {
      problem(used.row, `relative ${used.same + 1} is empty. Fill it in, or choose “No, someone else”`);
      continue;
    }
    const { relation, side } = person.relative as { relation?: string; side?: string };
    if ((used.relation && used.relation !== relation) || (used.side && side && used.side !== side)) {
      problem(
        used.row,
        `this row and relative ${used.same + 1} describe different relatives. Change one, or choose “No, someone else”`,
      );
      continue;
    }
    (person.relative.cancers as unknown[]).push(used.cancer);
    person.rows.push(used.row);
    personOfRow.set(used.row, person);
  }
  return { people, issues };
}

function samePerson(person: RowPerson, used: UsedRow): boolean {
  const { relation, side } = person.relative as { relation?: string; side?: string };
  const askSide = RELATION_OPTIONS.find((o) => o.value === relation)?.askSide ?? true;
  return relation === used.relation && (!askSide || side === used.side);
}

/** Absent, not undefined: a part she left empty is simply not in the answers. */
const defined = (answers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined));

/** Which input a path inside one person answers: a cancer's age is its row's age, anything else its site. */
function partOf(path: readonly PropertyKey[]): RelativePart {
  const [first, , inCancer] = path;
  if (first === 'side') return 'side';
  if (first === 'cancers') return inCancer === 'ageAtDiagnosis' ? 'age' : 'site';
  return 'relation';
}

/**
 * A schema issue at `relatives.<i>.…` as an issue on the row's own input, its message saying which relative
 * ("Relative 3: …", as the rows are headed): a cancer's problem on that cancer's row, the person's on their first
 * row. Null for any other path, which keeps its own. `people` holds each person's rows, in the schema's order.
 */
export function relativeIssue(
  path: readonly PropertyKey[],
  message: string,
  people: readonly (readonly number[])[],
): { path: [string]; message: string } | null {
  const [top, index, ...rest] = path;
  if (top !== 'relatives' || typeof index !== 'number') return null;
  const rows = people[index];
  const cancer = rest[0] === 'cancers' && typeof rest[1] === 'number' ? rest[1] : 0;
  const row = rows?.[cancer] ?? rows?.[0];
  if (row === undefined) return null;
  return { path: [relativeField(row, partOf(rest))], message: `Relative ${row + 1}: ${message}` };
}
