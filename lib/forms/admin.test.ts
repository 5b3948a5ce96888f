import { CSV_MAX_CHARS, importSchema } from './admin';

test('a file over the size limit is refused for its size, with how to make it fit', () => {
  // 3,000 codes from a partner's export with its own columns: far fewer than 5,000 codes, but too large.
  const rows = Array.from({ length: 3000 }, (_, n) => `ZEN-${n},${'order details '.repeat(10)}`);
  const csv = ['code,details', ...rows].join('\n');
  expect(csv.length).toBeGreaterThan(CSV_MAX_CHARS);
  const check = importSchema.safeParse({ offerId: 'zen', csv });
  expect(check.error?.issues[0]?.message).toBe(
    'The file is too large: a file may hold at most 400,000 characters. Remove every column except code (5,000 codes alone always fit), or split the file.',
  );
  // 5,000 of the longest codes alone do fit.
  const codesOnly = ['code', ...Array.from({ length: 5000 }, (_, n) => `${n}`.padStart(64, 'Z'))].join('\r\n');
  expect(importSchema.safeParse({ offerId: 'zen', csv: codesOnly }).success).toBe(true);
});
