import { parse } from 'csv-parse/sync';
import { safeCell, writeCsv, writeRecordsCsv } from './csv';

const read = (csv: string) => parse(csv, { bom: true }) as string[][];

describe('safeCell', () => {
  it.each(['=1+1', '+44 7700', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralises a formula start: %j', (value) => {
    expect(safeCell(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text and numbers alone', () => {
    expect(safeCell('Lump, left')).toBe('Lump, left');
    expect(safeCell(-3.5)).toBe('-3.5');
    expect(safeCell(null)).toBe('');
    expect(safeCell(true)).toBe('yes');
  });
});

describe('writeCsv', () => {
  it('round-trips through a CSV parser with commas, quotes and line breaks intact', () => {
    const rows = [
      { name: 'Amira "Mimi" Khan', note: 'first line\nsecond, line' },
      { name: '=HYPERLINK("http://evil")', note: '' },
      { name: 'line\nbreak', note: 'carriage\rreturn' },
    ];
    const csv = writeCsv(
      [
        { header: 'Name', value: (row: (typeof rows)[number]) => row.name },
        { header: 'Note', value: (row: (typeof rows)[number]) => row.note },
      ],
      rows,
    );
    expect(csv.startsWith('\uFEFFName,Note\r\n')).toBe(true);
    expect(read(csv)).toEqual([
      ['Name', 'Note'],
      ['Amira "Mimi" Khan', 'first line\nsecond, line'],
      [`'=HYPERLINK("http://evil")`, ''],
      ['line\nbreak', 'carriage\rreturn'],
    ]);
  });
});

describe('writeRecordsCsv', () => {
  it('has a column for every field seen and flattens lists', () => {
    const csv = writeRecordsCsv([
      { id: 'a', mood: ['LOW', 'TEARFUL'] },
      { id: 'b', bLeft: [{ kind: 'LUMP', severity: 2 }] },
    ]);
    expect(read(csv)).toEqual([
      ['id', 'mood', 'bLeft'],
      ['a', 'LOW; TEARFUL', ''],
      ['b', '', '[{"kind":"LUMP","severity":2}]'],
    ]);
  });
});

describe('writeRecordsCsv with no records', () => {
  it('is an empty file a parser reads as no rows', () => {
    expect(read(writeRecordsCsv([]))).toEqual([]);
  });
});
