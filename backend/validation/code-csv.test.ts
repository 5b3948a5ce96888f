import { parseCodeCsv } from './code-csv';
import { MAX_IMPORT_ROWS } from './offers';

test('reads the code column by its header, ignoring other columns, blank lines and a byte-order mark', () => {
  const csv = '\uFEFFpartner ref,Code\r\n1,SPRING-0001\r\n\r\n2,"SPRING-0002"\r\n';
  expect(parseCodeCsv(csv)).toEqual({
    codes: ['SPRING-0001', 'SPRING-0002'],
    lineOf: new Map([
      ['SPRING-0001', 2],
      ['SPRING-0002', 4],
    ]),
    rows: 2,
    errors: [],
  });
});

test('reports every bad row with its line in the file', () => {
  const csv = ['code', 'GOOD-0001', '', 'no spaces allowed', 'ab', 'GOOD-0001', ',', 'GOOD-0002'].join('\n');
  const parsed = parseCodeCsv(csv);
  expect(parsed.codes).toEqual(['GOOD-0001', 'GOOD-0002']);
  expect(parsed.errors).toEqual([
    { line: 4, message: 'A code must be 4 to 64 letters, digits, - or _' },
    { line: 5, message: 'A code must be 4 to 64 letters, digits, - or _' },
    { line: 6, message: 'Repeats the code on line 2' },
    { line: 7, message: 'The code is empty' },
  ]);
});

test('a code repeated in another case is a repeat: checkouts take codes in any case', () => {
  const parsed = parseCodeCsv('code\nZEN-ONLY-ONE\nzen-only-one');
  expect(parsed.codes).toEqual(['ZEN-ONLY-ONE']);
  expect(parsed.errors).toEqual([
    {
      line: 3,
      message: 'Repeats the code on line 2 (ZEN-ONLY-ONE): checkouts do not tell capitals from small letters',
    },
  ]);
});

test('refuses a file without a code header, without rows, with broken quoting or too many rows', () => {
  expect(parseCodeCsv('voucher\nABCD-1234').errors).toEqual([
    { line: 1, message: 'The first row must be a header with a "code" column' },
  ]);
  expect(parseCodeCsv('code\n').errors).toEqual([{ line: 2, message: 'The file has no codes' }]);
  expect(parseCodeCsv('code\n"ABCD-1234\n').errors[0]?.message).toBe(
    'The file is not valid CSV (check quotes and line endings)',
  );
  const many = ['code', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, n) => `CODE-${n}`)].join('\n');
  expect(parseCodeCsv(many)).toMatchObject({
    codes: [],
    errors: [{ message: `At most ${MAX_IMPORT_ROWS} codes per file` }],
  });
});
