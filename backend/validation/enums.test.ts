import { isEnumType } from 'graphql';
import { appSyncSchema } from '@/backend/local/schema';
import { MIRRORED_ENUMS } from './enums';

test('the zod enumerations match every enum of schema.graphql', () => {
  const schema = appSyncSchema();
  const sdlEnums = Object.values(schema.getTypeMap()).filter((type) => isEnumType(type) && !type.name.startsWith('__'));
  const sdlNames = sdlEnums.map((type) => type.name).sort();
  expect(Object.keys(MIRRORED_ENUMS).sort()).toEqual(sdlNames);
  for (const type of sdlEnums) {
    if (!isEnumType(type)) continue;
    expect([...MIRRORED_ENUMS[type.name]!].sort()).toEqual(type.getValues().map((value) => value.name).sort());
  }
});
