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
      rows: data.length,
      errors: [{ line: 1, message: 'The first row must be a header with a "code" column' }],
    };
  }
  if (data.length === 0) return { codes: [], rows: 0, errors: [{ line: 2, message: 'The file has no codes' }] };
  if (data.length > MAX_IMPORT_ROWS) {
    return {
      codes: [],
      rows: data.length,
      errors: [{ line: MAX_IMPORT_ROWS + 2, message: `At most ${MAX_IMPORT_ROWS} codes per file` }],
    };
  }
  const codes: string[] = [];
  const errors: CsvRowError[] = [];
  const firstLineOf = new Map<string, number>();
  data.forEach(({ record, info }) => {
    const line = info.lines;
    const code = record[codeColumn] ?? '';
    if (!code) errors.push({ line, message: 'The code is empty' });
    else if (!CODE_PATTERN.test(code)) errors.push({ line, message: 'A code must be 4 to 64 letters, digits, - or _' });
    else if (firstLineOf.has(code)) errors.push({ line, message: `Repeats the code on line ${firstLineOf.get(code)}` });
    else {
      firstLineOf.set(code, line);
      codes.push(code);
    }
  });
  return { codes, rows: data.length, errors };
}
