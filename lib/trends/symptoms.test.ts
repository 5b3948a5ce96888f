import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SYMPTOM_ENUM_NAMES, symptomLabel, symptomValues, type SymptomGroup } from './symptoms';

const schema = readFileSync(join(__dirname, '../../graphql/schema.graphql'), 'utf8');

function schemaEnum(name: string): string[] {
  const body = new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(schema)?.[1] ?? '';
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[A-Z_]+$/.test(line));
}

describe('symptom lists', () => {
  it.each(Object.entries(SYMPTOM_ENUM_NAMES))('%s lists exactly the values of %s', (group, enumName) => {
    const values = schemaEnum(enumName);
    expect(values.length).toBeGreaterThan(3);
    expect(symptomValues(group as SymptomGroup)).toEqual(values);
  });

  it('labels a known value in words and an unknown one readably', () => {
    expect(symptomLabel('sleep', 'WAKING_AT_NIGHT')).toBe('Waking in the night');
    expect(symptomLabel('sleep', 'SOMETHING_NEW')).toBe('Something new');
  });
});
