import { join } from 'node:path';
import { coveredCodePoints } from './font-coverage';
import { loadFont } from './woff-font';

const inter = (subset: string) =>
  coveredCodePoints(
    loadFont(join(process.cwd(), `node_modules/@fontsource/inter/files/inter-${subset}-400-normal.woff`)),
  );
const code = (char: string) => char.codePointAt(0)!;

describe('coveredCodePoints', () => {
  it('tells which of Inter’s files draws a character', () => {
    expect(inter('latin').has(code('A'))).toBe(true);
    expect(inter('latin').has(code('ś'))).toBe(false);
    expect(inter('latin-ext').has(code('ś'))).toBe(true);
    expect(inter('greek').has(code('π'))).toBe(true);
    expect(inter('cyrillic').has(code('ж'))).toBe(true);
    expect(inter('latin').has(code('😟'))).toBe(false);
  });
});
