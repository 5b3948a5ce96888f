import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, visit } from 'graphql';
import { AGE_LIMITS, TEXT_LIMITS } from './limits';

/**
 * The schema's descriptions are what API clients read; the limits the forms and backend/validation build
 * from are TEXT_LIMITS and AGE_LIMITS. This fails when the two say different things. (backend/validation's
 * limits.test.ts and the form schemas' tests hold the code to the same constants.)
 */
const schema = parse(readFileSync(path.join(__dirname, '..', '..', 'graphql', 'schema.graphql'), 'utf8'));

/** Which limit each documented field follows. A new "at most N characters" field must be added here. */
const DOCUMENTED: Record<string, keyof typeof TEXT_LIMITS> = {
  'User.prefix': 'prefix',
  'User.given': 'name',
  'User.family': 'name',
  'User.choice': 'choice',
  'User.feedback': 'feedback',
  'User.gpQuestions': 'gpQuestions',
  'UpdateUserInput.gpQuestions': 'gpQuestions',
  'BreastFinding.note': 'findingNote',
  'BreastFindingInput.note': 'findingNote',
  'ProfileItemInput.text': 'profileItem',
  'CreateOfferInput.title': 'offerTitle',
  'CreateOfferInput.benefit': 'offerBenefit',
  'CreateOfferInput.howToUse': 'offerHowToUse',
  'CreateOfferInput.terms': 'offerTerms',
  'FreePrizeDrawEntryInput.name': 'name',
};

function fieldDescriptions(): Map<string, string> {
  const found = new Map<string, string>();
  visit(schema, {
    ObjectTypeDefinition: (type) =>
      type.fields?.forEach(
        (f) => f.description && found.set(`${type.name.value}.${f.name.value}`, f.description.value),
      ),
    InputObjectTypeDefinition: (type) =>
      type.fields?.forEach(
        (f) => f.description && found.set(`${type.name.value}.${f.name.value}`, f.description.value),
      ),
  });
  return found;
}

test('every text length the schema documents is the one the code enforces', () => {
  const documented = [...fieldDescriptions()].flatMap(([field, description]) => {
    const match = /at most (\d+) characters/i.exec(description);
    return match ? [[field, Number(match[1])] as const] : [];
  });
  expect(documented.map(([field]) => field).sort()).toEqual(Object.keys(DOCUMENTED).sort());
  for (const [field, limit] of documented) {
    expect({ field, limit: DOCUMENTED[field] ? TEXT_LIMITS[DOCUMENTED[field]] : 'not in TEXT_LIMITS' }).toEqual({
      field,
      limit,
    });
  }
});

test('the age range the schema documents for a date of birth is AGE_LIMITS', () => {
  const dobs = [...fieldDescriptions()].filter(([field]) => field.endsWith('.dob'));
  expect(dobs.length).toBeGreaterThan(0);
  for (const [, description] of dobs) expect(description).toContain(`age ${AGE_LIMITS.min} to ${AGE_LIMITS.max}`);
});
