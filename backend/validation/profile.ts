import { z } from 'zod';
import { BMI_LIMITS, TEXT_LIMITS } from '@/lib/validation/limits';
import { clearable, dateOfBirth, instant, intRange, numberRange, recordId, text } from './common';
import { RISK_COLOURS, RISK_LEVELS } from './enums';

const percent = clearable(numberRange(0, 100));
const level = clearable(z.enum(RISK_LEVELS, { error: `must be one of ${RISK_LEVELS.join(', ')}` }));
const colour = clearable(z.enum(RISK_COLOURS, { error: `must be one of ${RISK_COLOURS.join(', ')}` }));
const stableId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'must be 1 to 100 letters, digits, - or _' });

const profileItems = clearable(
  z
    .array(
      z.strictObject({
        id: stableId,
        text: text(TEXT_LIMITS.profileItem, { multiline: true }).pipe(
          z.string().min(1, { error: 'must not be empty' }),
        ),
      }),
    )
    .max(50),
);

const carrierScore = clearable(
  z.strictObject({
    score: intRange(0, 1000),
    band: z.strictObject({
      id: stableId,
      label: text(200),
      fromPct: numberRange(0, 100),
      toPct: clearable(numberRange(0, 100)),
    }),
  }),
);

function profileFields(now: Date) {
  return {
    prefix: clearable(text(TEXT_LIMITS.prefix)),
    given: clearable(text(TEXT_LIMITS.name)),
    family: clearable(text(TEXT_LIMITS.name)),
    dob: clearable(dateOfBirth(now)),
    option: clearable(z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, { error: 'must be 1 to 20 letters, digits, - or _' })),
    started: clearable(instant),
    finished: clearable(instant),
    applicable: clearable(z.boolean()),
    notApplicableReasons: clearable(z.array(stableId).max(10)),
    bmi: clearable(numberRange(BMI_LIMITS.min, BMI_LIMITS.max)),
    uRisk10: percent,
    uRiskLife: percent,
    uBrca1: carrierScore,
    uBrca2: carrierScore,
    uBrca12: carrierScore,
    uRisk10Level: level,
    uRisk10MLevel: level,
    uRisk10Color: colour,
    uRiskLifeLevel: level,
    uRiskLifeColor: colour,
    pRisk10: percent,
    pRiskLife: percent,
    pBrca1: percent,
    pBrca2: percent,
    pBrca12: percent,
    uBrca1Level: level,
    uBrca1Color: colour,
    uBrca2Level: level,
    uBrca2Color: colour,
    uBrca12Level: level,
    uBrca12Color: colour,
    riskColor: colour,
    riskLevel: level,
    rPrimary: profileItems,
    rSecondary: profileItems,
    rGenetic: profileItems,
    rRare: profileItems,
    actions: profileItems,
    notes: profileItems,
  };
}

function startedBeforeFinished(input: { started?: string | null; finished?: string | null }): boolean {
  return !input.started || !input.finished || input.started <= input.finished;
}

export function createProfileArgs(now: Date) {
  return z.object({
    input: z
      .strictObject({ id: recordId, ...profileFields(now) })
      .refine(startedBeforeFinished, { error: 'must not be before started', path: ['finished'] }),
  });
}

export function updateProfileArgs(now: Date) {
  return z.object({ input: z.strictObject(profileFields(now)) });
}
