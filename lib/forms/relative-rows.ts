/**
 * The family history's relatives as rows of inputs (`relatives-<n>-<part>`), and how a problem the section's schema
 * finds in one relative is put beside that row's input. The schema sees only the rows she used, so its
 * `relatives.<i>` is the i-th used row, not the i-th row on screen. Client-safe.
 */

export const RELATIVE_PARTS = ['relation', 'side', 'site', 'age'] as const;
export type RelativePart = (typeof RELATIVE_PARTS)[number];

/** The input name, and the error key, of one row's part: the form's field id is `<prefix>-<this>`. */
export const relativeField = (row: number, part: RelativePart) => `relatives-${row}-${part}`;

/** Every row's parts in page order, for an error summary that lists problems as the page shows them. */
export function relativeFieldNames(rows: number): string[] {
  return Array.from({ length: rows }, (_, row) => RELATIVE_PARTS.map((part) => relativeField(row, part))).flat();
}

/** Which input a path inside one relative answers: a cancer's age is the row's age, anything else its site. */
function partOf(path: readonly PropertyKey[]): RelativePart {
  const [first, , inCancer] = path;
  if (first === 'side') return 'side';
  if (first === 'cancers') return inCancer === 'ageAtDiagnosis' ? 'age' : 'site';
  return 'relation';
}

/**
 * A schema issue at `relatives.<i>.…` as an issue on the row's own input, its message saying which relative
 * ("Relative 3: …", as the rows are headed). Null for any other path, which keeps its own.
 * `usedRows` holds the on-screen row of each relative the schema was given, in order.
 */
export function relativeIssue(
  path: readonly PropertyKey[],
  message: string,
  usedRows: readonly number[],
): { path: [string]; message: string } | null {
  const [top, index, ...rest] = path;
  if (top !== 'relatives' || typeof index !== 'number') return null;
  const row = usedRows[index];
  if (row === undefined) return null;
  return { path: [relativeField(row, partOf(rest))], message: `Relative ${row + 1}: ${message}` };
}
