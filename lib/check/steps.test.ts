import { CHANGES_TO_LOOK_FOR, CHECK_STEPS, stepProgress, totalSuggestedMinutes } from './steps';

const text = (index: number) => CHECK_STEPS[index]!.instructions.join(' ').toLowerCase();

test('seven steps in the order look, feel, nipples, size-shape-appearance', () => {
  expect(CHECK_STEPS.map((step) => step.id)).toEqual([
    'mirror-arms-down',
    'mirror-arms-raised',
    'mirror-hands-on-hips',
    'feel-lying-down',
    'feel-standing',
    'nipples',
    'size-shape-appearance',
  ]);
  expect(stepProgress(1)).toBe('Step 2 of 7');
});

test('the mirror steps cover arms by the sides, raised, and hands on hips pressing in', () => {
  expect(text(0)).toContain('mirror');
  expect(text(0)).toContain('by your sides');
  expect(text(1)).toContain('raise both arms');
  expect(text(2)).toMatch(/hands on your hips and press in/);
});

test('the feel steps ask for flat fingers, three pressures, and the whole area up to the collarbone and into the armpit', () => {
  for (const index of [3, 4]) {
    expect(text(index)).toContain('flat');
    expect(text(index)).toContain('collarbone');
    expect(text(index)).toContain('armpit');
  }
  expect(text(3)).toContain('lie down');
  expect(text(3)).toMatch(/light, then medium, then firm pressure/);
  expect(text(4)).toMatch(/stand or sit/);
});

test('the last step lists every change the NHS says to see a GP about', () => {
  expect(CHECK_STEPS[6]!.lookFor).toEqual(CHANGES_TO_LOOK_FOR);
  expect(CHANGES_TO_LOOK_FOR).toHaveLength(7);
  expect(CHANGES_TO_LOOK_FOR.join(' ')).toMatch(/lump.*size or shape.*discharge.*armpit.*dimpling.*rash.*sunken/);
});

test.each(CHECK_STEPS.map((step) => [step.id, step]))(
  '%s has an illustration description, a pace and NHS or charity sources',
  (_id, step) => {
    expect(step.illustrationDescription.length).toBeGreaterThan(20);
    expect(step.suggestedSeconds).toBeGreaterThanOrEqual(20);
    expect(step.suggestedSeconds).toBeLessThanOrEqual(180);
    expect(step.sources.length).toBeGreaterThan(0);
    for (const source of step.sources)
      expect(source.url).toMatch(/^https:\/\/(www\.)?(nhs\.uk|breastcancernow\.org|nidirect\.gov\.uk)\//);
  },
);

test('the whole check takes a few minutes at the suggested pace', () => {
  expect(totalSuggestedMinutes()).toBeGreaterThanOrEqual(4);
  expect(totalSuggestedMinutes()).toBeLessThanOrEqual(8);
});
