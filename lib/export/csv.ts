import { stringify } from 'csv-stringify/sync';

/**
 * CSV for spreadsheets. A cell that starts with = + - @, a tab or a carriage return would run as a formula
 * in Excel or Sheets (CSV injection), so such text cells get a leading apostrophe, which the spreadsheet
 * shows as plain text. Numbers stay numbers.
 */
export type CsvCell = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A header row and one row per record; CRLF line ends (RFC 4180) and a BOM so Excel reads UTF-8. */
export function writeCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const header = columns.map((column) => safeCell(column.header));
  const body = rows.map((row) => columns.map((column) => safeCell(column.value(row))));
  // With CRLF records csv-stringify leaves a lone LF or CR unquoted, which would split the row.
  return `\uFEFF${stringify([header, ...body], { record_delimiter: 'windows', quoted_match: /[\r\n]/ })}`;
}

/**
 * CSV of records whose fields vary: the columns are every field seen, in the order first seen. With no
 * records there are no columns to name, so the file is empty.
 */
export function writeRecordsCsv(records: readonly Record<string, unknown>[]): string {
  if (records.length === 0) return '\uFEFF';
  const names = [...new Set(records.flatMap((record) => Object.keys(record)))];
  return writeCsv(
    names.map((name) => ({ header: name, value: (record: Record<string, unknown>) => flatCell(record[name]) })),
    records,
  );
}

/** Lists of plain values read as "a; b"; anything nested is kept whole as JSON. */
function flatCell(value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value.join('; ');
  }
  return JSON.stringify(value);
}
