import { OPERATIONS } from '@/backend/api/operations';
import { readRepositorySchema, rootFields } from '../lib/schema';

/** The deployed API sends every root field to the Lambda; the Lambda must answer each one, and only those. */
describe('schema ↔ Lambda dispatch contract', () => {
  const inSchema = rootFields(readRepositorySchema())
    .map(({ typeName, fieldName }) => `${typeName}.${fieldName}`)
    .sort();
  const inDispatch = Object.entries(OPERATIONS)
    .flatMap(([typeName, operations]) => Object.keys(operations).map((fieldName) => `${typeName}.${fieldName}`))
    .sort();

  it('has a dispatch entry for every Query and Mutation field of the schema', () => {
    expect(inSchema.filter((field) => !inDispatch.includes(field))).toEqual([]);
  });

  it('has no dispatch entry the schema does not declare', () => {
    expect(inDispatch.filter((field) => !inSchema.includes(field))).toEqual([]);
  });

  it('covers a real API (not two empty lists)', () => {
    expect(inSchema.length).toBeGreaterThan(30);
  });
});
