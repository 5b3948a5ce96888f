import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { OutOfTime } from '@/backend/core/deadline';
import { codeKey } from '@/backend/store/keys';
import { importedCodeId, partnerCodeKey, writeImportedCodes } from '@/backend/store/offers';
import { getItem } from '@/backend/store/records';
import { adminIdentity, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';

const store = useTestStore();
const NOW = new Date('2026-11-23T12:00:00Z');

const CREATE = `mutation($input: CreateOfferInput!) { createOffer(input: $input) { id } }`;
const IMPORT = `mutation($offerId: ID!, $csv: String!, $commit: Boolean!) {
  importCodes(offerId: $offerId, csv: $csv, commit: $commit) { newCodes alreadyImported errors { line message } committed stock } }`;
const CLAIM = `mutation($source: String!) { claimCode(source: $source) { code } }`;
const VOID = `mutation($id: ID!) { voidCode(id: $id) { status } }`;

const admin = () => graphqlAs(store(), adminIdentity(), NOW);
const unique = () => randomUUID().slice(0, 8).toUpperCase();

async function createOffer(partner: string): Promise<string> {
  const id = `offer-${randomUUID().slice(0, 8)}`;
  const input = {
    ...{ id, partner, category: 'TRAVEL', title: 'Hotel stays', benefit: '10% off', terms: 'One use.' },
    ...{ howToUse: 'At checkout.', startDate: '2026-11-01', endDate: '2026-12-31', status: 'LIVE' },
  };
  expect((await admin()(CREATE, { input })).errors).toBeUndefined();
  return id;
}

const importCsv = async (offerId: string, csv: string, commit: boolean) =>
  (await admin()(IMPORT, { offerId, csv, commit })).data?.importCodes as {
    newCodes: number;
    alreadyImported: number;
    errors: { line: number; message: string }[];
    committed: boolean;
    stock: number;
  };

test('a code imported for one offer is refused, in any case, for another offer of the same partner', async () => {
  const partner = `zen-${unique().toLowerCase()}`;
  const [autumn, winter] = [await createOffer(partner), await createOffer(partner)];
  const code = `ZEN-${unique()}`;
  expect(await importCsv(autumn, `code\n${code}`, true)).toMatchObject({ committed: true, newCodes: 1, stock: 1 });

  const refusal = `Already imported for the partner’s offer ${autumn}: a code can be given out through one offer only`;
  for (const spelling of [code, code.toLowerCase()]) {
    expect(await importCsv(winter, `code\nZEN-${unique()}\n${spelling}`, false)).toMatchObject({
      newCodes: 1,
      errors: [{ line: 3, message: refusal }],
    });
    expect(await importCsv(winter, `code\n${spelling}`, true)).toMatchObject({ committed: false, stock: 0 });
  }
  // The same spelling again for the first offer is what it was: already imported, not an error.
  expect(await importCsv(autumn, `code\n${code}`, true)).toMatchObject({ alreadyImported: 1, errors: [] });
  expect(await importCsv(autumn, `code\n${code.toLowerCase()}`, false)).toMatchObject({
    errors: [{ line: 2, message: expect.stringContaining(`This offer already has this code as ${code}`) }],
  });

  const first = await graphqlAs(store(), identityFor(), NOW)(CLAIM, { source: autumn });
  const second = await graphqlAs(store(), identityFor(), NOW)(CLAIM, { source: winter });
  expect(first.data?.claimCode).toEqual({ code });
  expect(second.errors?.[0]?.errorType).toBe('NotFound');
  // Another partner's codes are its own: the same text is a different code there.
  expect(await importCsv(await createOffer(`other-${unique().toLowerCase()}`), `code\n${code}`, true)).toMatchObject({
    committed: true,
    newCodes: 1,
  });
});

test('two imports of one code into two offers at once: one offer gets it, the other reports the row', async () => {
  const partner = `zen-${unique().toLowerCase()}`;
  const offers = [await createOffer(partner), await createOffer(partner)];
  const codes = Array.from({ length: 30 }, () => `ZEN-${unique()}`);
  const csv = ['code', ...codes].join('\n');
  const reports = await Promise.all(offers.map((offerId) => importCsv(offerId, csv, true)));
  expect(reports.every((report) => report.committed)).toBe(true);
  expect(reports[0]!.newCodes + reports[1]!.newCodes).toBe(30);
  expect(reports[0]!.errors.length + reports[1]!.errors.length).toBe(30);
  for (const code of codes) {
    const marker = await getItem(store(), partnerCodeKey(partner, code));
    const holders = await Promise.all(
      offers.map((offerId) => getItem(store(), codeKey(importedCodeId(offerId, code)))),
    );
    expect(holders.filter(Boolean)).toHaveLength(1);
    expect(marker?.offerId).toBe(holders[0] ? offers[0] : offers[1]);
  }
});

test('a voided code stays given out; an import stopped part-way is finished by importing the file again', async () => {
  const partner = `zen-${unique().toLowerCase()}`;
  const [autumn, winter] = [await createOffer(partner), await createOffer(partner)];
  const code = `ZEN-${unique()}`;
  await importCsv(autumn, `code\n${code}`, true);
  expect((await admin()(VOID, { id: importedCodeId(autumn, code) })).data?.voidCode).toEqual({ status: 'VOID' });
  expect((await importCsv(winter, `code\n${code}`, true)).errors).toHaveLength(1);

  // An import stopped between a code's marker and the code itself: the same offer still takes the code.
  const rest = `ZEN-${unique()}`;
  await store().doc.send(
    new PutCommand({
      TableName: store().tableName,
      Item: { ...partnerCodeKey(partner, rest), offerId: winter, codeId: importedCodeId(winter, rest), code: rest },
    }),
  );
  expect(await importCsv(winter, `code\n${rest}`, false)).toMatchObject({ newCodes: 1, errors: [] });
  expect(await importCsv(winter, `code\n${rest}`, true)).toMatchObject({ committed: true, newCodes: 1, stock: 1 });
  expect(await importCsv(autumn, `code\n${rest}`, false)).toMatchObject({ newCodes: 0, errors: [{ line: 2 }] });
});

test('an import out of time starts no more writes and says so', async () => {
  const partner = `zen-${unique().toLowerCase()}`;
  const offerId = await createOffer(partner);
  const codes = [`ZEN-${unique()}`, `ZEN-${unique()}`];
  await expect(writeImportedCodes(store(), { id: offerId, partner }, codes, NOW, Date.now())).rejects.toBeInstanceOf(
    OutOfTime,
  );
  expect(await importCsv(offerId, ['code', ...codes].join('\n'), false)).toMatchObject({ newCodes: 2, stock: 0 });
});
