import type { BcratInput } from '../bcrat';
import { isBcratRace } from './race-groups';

/** The age range BCRAT's rate tables cover. */
export const BCRAT_MIN_AGE = 20;
export const BCRAT_MAX_AGE = 90;

/** Rejects the inputs the reference BCRA package rejects, naming the problem. */
export function checkBcratInput(input: BcratInput): void {
  const { age, projectionAge } = input;
  if (!Number.isFinite(age) || age < BCRAT_MIN_AGE || age >= BCRAT_MAX_AGE) {
    throw new RangeError(`age must be at least ${BCRAT_MIN_AGE} and below ${BCRAT_MAX_AGE} (got ${age})`);
  }
  if (!Number.isFinite(projectionAge) || projectionAge <= age || projectionAge > BCRAT_MAX_AGE) {
    throw new RangeError(
      `projectionAge must be above age (${age}) and at most ${BCRAT_MAX_AGE} (got ${projectionAge})`,
    );
  }
  if (!isBcratRace(input.race)) {
    throw new RangeError(`race must be one of the eleven BCRAT groups (got ${String(input.race)})`);
  }
  checkCount('biopsies', input.biopsies);
  checkCount('relatives', input.relatives);
  checkHyperplasia(input);
  checkReproductiveAges(input);
}

function checkCount(name: string, value: number | 'unknown'): void {
  if (value !== 'unknown' && !(Number.isInteger(value) && value >= 0)) {
    throw new RangeError(`${name} must be a whole number of 0 or more, or 'unknown' (got ${value})`);
  }
}

// BCRAT only knows about hyperplasia from a biopsy, so it insists on 'unknown' when there was none.
function checkHyperplasia({ biopsies, atypicalHyperplasia }: BcratInput): void {
  const hadBiopsy = biopsies !== 'unknown' && biopsies >= 1;
  if (hadBiopsy || atypicalHyperplasia === 'unknown') return;
  if (atypicalHyperplasia === 'yes') {
    throw new RangeError(`atypicalHyperplasia 'yes' needs at least one biopsy (biopsies is ${biopsies})`);
  }
  throw new RangeError(
    `atypicalHyperplasia must be 'unknown' when no biopsy is recorded (biopsies is ${biopsies}, got '${atypicalHyperplasia}')`,
  );
}

function checkReproductiveAges({ age, menarcheAge, firstBirthAge }: BcratInput): void {
  if (menarcheAge !== 'unknown') {
    if (!Number.isFinite(menarcheAge) || menarcheAge <= 0) {
      throw new RangeError(`menarcheAge must be a positive age or 'unknown' (got ${menarcheAge})`);
    }
    if (menarcheAge > age) {
      throw new RangeError(`menarcheAge (${menarcheAge}) is after the current age (${age})`);
    }
  }
  if (typeof firstBirthAge !== 'number') return;
  if (!Number.isFinite(firstBirthAge) || firstBirthAge <= 0) {
    throw new RangeError(`firstBirthAge must be a positive age, 'nulliparous' or 'unknown' (got ${firstBirthAge})`);
  }
  if (firstBirthAge > age) {
    throw new RangeError(`firstBirthAge (${firstBirthAge}) is after the current age (${age})`);
  }
  if (menarcheAge !== 'unknown' && firstBirthAge < menarcheAge) {
    throw new RangeError(`firstBirthAge (${firstBirthAge}) is below menarcheAge (${menarcheAge})`);
  }
}
