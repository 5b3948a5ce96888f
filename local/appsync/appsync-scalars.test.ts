import type { GraphQLScalarType } from 'graphql';
import { appSyncSchema } from './schema';

const scalar = (name: string) => appSyncSchema().getType(name) as GraphQLScalarType;
const accepts = (name: string, value: string) => {
  try {
    return scalar(name).serialize(value) === value;
  } catch {
    return false;
  }
};

test.each([
  ['2024-02-29', true],
  ['2000-02-29', true],
  ['2023-02-29', false],
  ['1900-02-29', false],
  ['2026-04-30', true],
  ['2026-04-31', false],
  ['2026-12-31', true],
  ['2026-13-01', false],
  ['2026-00-10', false],
  ['2026-01-00', false],
  ['2026-01-32', false],
  // Refused before too, when Date.UTC (which reads years 0–99 as 19xx) did the check.
  ['0050-01-01', false],
  ['0100-01-01', true],
])('AWSDate and AWSDateTime take %s as a real day: %s', (day, real) => {
  expect(accepts('AWSDate', day)).toBe(real);
  expect(accepts('AWSDateTime', `${day}T08:30:00.000Z`)).toBe(real);
});

test('the formats around the day are still checked', () => {
  expect(accepts('AWSDate', '2026-1-01')).toBe(false);
  expect(accepts('AWSDateTime', '2026-01-01 08:30:00Z')).toBe(false);
  expect(accepts('AWSDateTime', '2026-01-01T08:30:00')).toBe(false);
  expect(accepts('AWSDateTime', '2026-01-01T08:30:00+01:00')).toBe(true);
  expect(() => scalar('AWSDateTime').serialize('2026-02-30T08:30:00Z')).toThrow(
    'Invalid AWSDateTime: expected a date and time YYYY-MM-DDThh:mm:ss.sssZ',
  );
});
