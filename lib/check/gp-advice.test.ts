import { adviceLevel, ADVICE_SOURCES, gpAdvice, STILL_THERE_NOTE, URGENT_SIGNS } from './gp-advice';

test('nothing found brings no advice; a new change, one still there from an earlier check, or both, does', () => {
  expect(adviceLevel(0, 0)).toBe('none');
  expect(adviceLevel(2, 0)).toBe('see-gp');
  expect(adviceLevel(1, 1)).toBe('still-there');
  expect(adviceLevel(2, 1)).toBe('new-and-still-there');
});

test('a new change beside one still there: the new change’s advice first, then the still-there one', () => {
  const advice = gpAdvice('new-and-still-there', ['12 Oct']);
  expect(advice.heading).toBe('See your GP about these changes');
  expect(advice.paragraphs.slice(0, 2)).toEqual([
    gpAdvice('see-gp').paragraphs[0],
    gpAdvice('still-there', ['12 Oct']).paragraphs[0],
  ]);
  expect(advice.paragraphs.join(' ')).toContain('You do not need to wait to see whether it goes.');
  expect(advice.paragraphs.slice(2)).toEqual(gpAdvice('still-there').paragraphs.slice(1));
});

test('a new change: see your GP without delay, the NHS five-point code’s words, in the first message', () => {
  const advice = gpAdvice('see-gp');
  expect(advice.paragraphs[0]).toBe(
    'Thank you for recording what you noticed. Please make an appointment with your GP without delay and tell them about it. You do not need to wait to see whether it goes.',
  );
  expect(advice.paragraphs[1]).toMatch(/^Most breast changes are not cancer.*not think you are wasting their time\.$/);
  expect(ADVICE_SOURCES.map((source) => source.url)).toContain('https://www.nidirect.gov.uk/node/13259');
});

test('a change still there says the same again, never that waiting was the plan', () => {
  const advice = gpAdvice('still-there', ['12 Oct', '3 Nov']);
  expect(advice.paragraphs[0]).toBe(
    'A change you recorded before is still there (first noted 12 Oct, 3 Nov). If you have not seen your GP about it yet, please make an appointment without delay and tell them what you have noticed.',
  );
  expect(STILL_THERE_NOTE).toBe('Please see your GP about this without delay, if you have not already.');
  const both = gpAdvice('new-and-still-there');
  for (const text of [...advice.paragraphs, advice.heading, STILL_THERE_NOTE, ...both.paragraphs, both.heading]) {
    expect(text).not.toMatch(/full cycle|now\b/);
  }
});

test('help the same day is only for the signs the cited NHS pages give', () => {
  expect(URGENT_SIGNS.signs).toEqual([
    'your breast is red, hot or swollen, or you have breast pain with a high temperature or feel hot and shivery.',
  ]);
});
