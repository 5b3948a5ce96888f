import { getNamedType, isEnumType, isObjectType } from 'graphql';
import { SCHEMA_ENUMS } from '@/graphql/generated/enums';
import { appSyncSchema } from '@/local/appsync/schema';
import { SYMPTOM_ENUMS, SYMPTOM_FIELDS } from './enums';

const schema = appSyncSchema();

test('the generated enumerations are every enum of schema.graphql, value for value', () => {
  const sdlEnums = Object.values(schema.getTypeMap()).filter((type) => isEnumType(type) && !type.name.startsWith('__'));
  expect(Object.keys(SCHEMA_ENUMS).sort()).toEqual(sdlEnums.map((type) => type.name).sort());
  for (const type of sdlEnums) {
    if (!isEnumType(type)) continue;
    expect([...SCHEMA_ENUMS[type.name as keyof typeof SCHEMA_ENUMS]]).toEqual(
      type.getValues().map((value) => value.name),
    );
  }
});

test('each symptom list of an Observation is checked against the enum the schema gives that field', () => {
  const observation = schema.getType('Observation');
  if (!isObjectType(observation)) throw new Error('schema.graphql has no Observation type');
  const fields = observation.getFields();
  for (const field of SYMPTOM_FIELDS) {
    const type = getNamedType(fields[field]!.type);
    expect(isEnumType(type) && type.getValues().map((value) => value.name)).toEqual([...SYMPTOM_ENUMS[field]]);
  }
});
