import { parse } from 'csv-parse/sync';
import { MAX_IMPORT_ROWS } from './offers';

/** A code as partners hand them out: what the member types at the checkout. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{4,64}$/;

export interface CsvRowError {
  /** Line in the file, the header being line 1. */
  line: number;
  message: string;
}

export interface ParsedCodes {
  /** Valid codes, in file order, each once. */
  codes: string[];
  /** The line of each valid code, for reporting a code the store refuses. */
  lineOf: Map<string, number>;
  /** Data rows read (valid or not). */
  rows: number;
  errors: CsvRowError[];
}

/**
 * Reads a partner's code file: a header row naming a `code` column (any other columns are ignored, since
 * partners' exports often carry their own), then one code per row. Every row is checked and every problem
 * reported, so the admin can fix the file in one go; nothing is written by this function.
 */
export function parseCodeCsv(text: string): ParsedCodes {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      max_record_size: 4096,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? (error as { lines: number }).lines : 1;
    return {
      codes: [],
      lineOf: new Map(),
      rows: 0,
      errors: [{ line, message: 'The file is not valid CSV (check quotes and line endings)' }],
    };
  }
  const [first, ...data] = records;
  const header = first?.record;
  const codeColumn = header?.findIndex((name) => name.toLowerCase() === 'code') ?? -1;
  if (!header || codeColumn < 0) {
    return {
      codes: [],
      lineOf: new Map(),
      rows: data.length,
      errors: [{ line: 1, message: 'The first row must be a header with a "code" column' }],
    };
  }
  if (data.length === 0) {
    return { codes: [], lineOf: new Map(), rows: 0, errors: [{ line: 2, message: 'The file has no codes' }] };
  }
  if (data.length > MAX_IMPORT_ROWS) {
    return {
      codes: [],
      lineOf: new Map(),
      rows: data.length,
      errors: [{ line: MAX_IMPORT_ROWS + 2, message: `At most ${MAX_IMPORT_ROWS} codes per file` }],
    };
  }
  const codes: string[] = [];
  const errors: CsvRowError[] = [];
  const lineOf = new Map<string, number>();
  // Partners' checkouts take a code in any case, so codes differing only in case are one code.
  const firstLineOf = new Map<string, { line: number; code: string }>();
  data.forEach(({ record, info }) => {
    const line = info.lines;
    const code = record[codeColumn] ?? '';
    const first = firstLineOf.get(code.toLowerCase());
    if (!code) errors.push({ line, message: 'The code is empty' });
    else if (!CODE_PATTERN.test(code)) errors.push({ line, message: 'A code must be 4 to 64 letters, digits, - or _' });
    else if (first) errors.push({ line, message: repeatMessage(first, code) });
    else {
      firstLineOf.set(code.toLowerCase(), { line, code });
      lineOf.set(code, line);
      codes.push(code);
    }
  });
  return { codes, lineOf, rows: data.length, errors };
}

function repeatMessage(first: { line: number; code: string }, code: string): string {
  return first.code === code
    ? `Repeats the code on line ${first.line}`
    : `Repeats the code on line ${first.line} (${first.code}): checkouts do not tell capitals from small letters`;
}
