import { safeNextPath, signInRedirectPath } from './safe-next';

describe('safeNextPath', () => {
  it.each(['/diary', '/diary?month=3', '/report#latest', '/'])('keeps the same-origin path %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' /diary',
    '/\t/evil.example',
    '/\n/evil.example',
    'diary',
    '',
    null,
    undefined,
  ])('refuses %p', (value) => {
    expect(safeNextPath(value)).toBe('/');
  });

  it.each([
    '/.//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/..//evil.example',
    '/%2E%2E//evil.example',
    '/./%2e//evil.example/diary?x=1',
  ])('refuses %p, which normalises to a protocol-relative address', (value) => {
    expect(safeNextPath(value)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeNextPath('//evil.example', '/account')).toBe('/account');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/a/../../diary')).toBe('/diary');
  });
});

describe('signInRedirectPath', () => {
  it('keeps the original path and query, encoded', () => {
    expect(signInRedirectPath('/diary?month=3')).toBe('/?next=%2Fdiary%3Fmonth%3D3');
  });
});
