import { randomUUID } from 'node:crypto';
import { adminIdentity, graphqlAs, identityFor, useTestStore } from '@/backend/testing/test-api';

const store = useTestStore();

const CREATE = `mutation($input: CreateCodeInput!) { createCode(input: $input) { id code source status uid } }`;
const CLAIM = `mutation($source: String!) { claimCode(source: $source) { id code status uid claimedAt } }`;
const LIST = `query($uid: ID, $filter: CodeFilterInput, $limit: Int, $nextToken: String, $sortDirection: ModelSortDirection) {
  listCodes(uid: $uid, filter: $filter, limit: $limit, nextToken: $nextToken, sortDirection: $sortDirection) { items { id code status source uid } nextToken } }`;

async function offerWithCodes(count: number, source = `offer-${randomUUID().slice(0, 8)}`) {
  const admin = graphqlAs(store(), adminIdentity());
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const id = randomUUID();
    ids.push(id);
    const response = await admin(CREATE, { input: { id, source, code: `CODE-${n}-${id.slice(0, 6)}` } });
    expect(response.errors).toBeUndefined();
  }
  return { source, ids, admin };
}

test('an admin creates a code, available by default; repeating the create changes nothing', async () => {
  const admin = graphqlAs(store(), adminIdentity());
  const input = { id: randomUUID(), source: 'spring', code: 'SPRING-0001', price: 2500, currency: 'GBP' };
  const created = await admin(CREATE, { input });
  expect(created.data?.createCode).toEqual({
    id: input.id,
    code: 'SPRING-0001',
    source: 'spring',
    status: 'AVAILABLE',
    uid: null,
  });
  const repeat = await admin(CREATE, { input: { ...input, code: 'OTHER-0002' } });
  expect(repeat.data?.createCode).toMatchObject({ code: 'SPRING-0001' });
});

test('a user gets one code per offer: a repeated claim returns the same code', async () => {
  const { source } = await offerWithCodes(3);
  const user = identityFor();
  const gql = graphqlAs(store(), user);
  const first = await gql(CLAIM, { source });
  expect(first.data?.claimCode).toMatchObject({ status: 'CLAIMED', uid: user.sub });
  const second = await gql(CLAIM, { source });
  expect(second.data?.claimCode).toEqual(first.data?.claimCode);
  const mine = await gql(LIST, { uid: user.sub });
  expect((mine.data?.listCodes as { items: unknown[] }).items).toHaveLength(1);
});

test('concurrent claims by one user still give her one code, and by many users distinct codes', async () => {
  const { source } = await offerWithCodes(6);
  const user = identityFor();
  const gql = graphqlAs(store(), user);
  const same = await Promise.all(Array.from({ length: 4 }, () => gql(CLAIM, { source })));
  const ids = new Set(same.map((response) => (response.data?.claimCode as { id: string }).id));
  expect(ids.size).toBe(1);

  const others = await Promise.all(
    Array.from({ length: 5 }, () => graphqlAs(store(), identityFor())(CLAIM, { source })),
  );
  const granted = others
    .filter((response) => !response.errors)
    .map((response) => (response.data?.claimCode as { id: string }).id);
  expect(granted).toHaveLength(5);
  expect(new Set([...granted, ...ids]).size).toBe(6);
  const late = await graphqlAs(store(), identityFor())(CLAIM, { source });
  expect(late.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: `No codes are left for offer ${source}` });
});

test('admins list every code with status and offer filters; users list only their own', async () => {
  const { source, admin } = await offerWithCodes(4);
  const user = identityFor();
  await graphqlAs(store(), user)(CLAIM, { source });
  const available = await admin(LIST, { filter: { source, status: 'AVAILABLE' } });
  expect((available.data?.listCodes as { items: unknown[] }).items).toHaveLength(3);
  const claimed = await admin(LIST, { filter: { source, status: 'CLAIMED' } });
  expect((claimed.data?.listCodes as { items: { uid: string }[] }).items.map((code) => code.uid)).toEqual([user.sub]);

  const pageOne = await admin(LIST, { filter: { source }, limit: 3, sortDirection: 'ASC' });
  const { items, nextToken } = pageOne.data?.listCodes as { items: { id: string }[]; nextToken: string };
  const pageTwo = await admin(LIST, { filter: { source }, limit: 3, sortDirection: 'ASC', nextToken });
  const all = [...items, ...(pageTwo.data?.listCodes as { items: { id: string }[] }).items];
  expect(new Set(all.map((code) => code.id)).size).toBe(4);

  const stranger = identityFor();
  const theirs = await graphqlAs(store(), stranger)(LIST, { uid: stranger.sub });
  expect(theirs.data?.listCodes).toEqual({ items: [], nextToken: null });
});

test('admins update and delete codes; a claimed code cannot be made available again', async () => {
  const { source, ids, admin } = await offerWithCodes(1);
  await graphqlAs(store(), identityFor())(CLAIM, { source });
  const update = `mutation($input: UpdateCodeInput!) { updateCode(input: $input) { id status productName } }`;
  const redeemed = await admin(update, { input: { id: ids[0], status: 'REDEEMED', productName: 'Hamper' } });
  expect(redeemed.data?.updateCode).toEqual({ id: ids[0], status: 'REDEEMED', productName: 'Hamper' });
  const reopened = await admin(update, { input: { id: ids[0], status: 'AVAILABLE' } });
  expect(reopened.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
  const claimedByUpdate = await admin(update, { input: { id: ids[0], status: 'CLAIMED' } });
  expect(claimedByUpdate.errors?.[0]?.message).toContain('input.status cannot be CLAIMED');

  const remove = `mutation($id: ID!) { deleteCode(input: { id: $id }) { id } }`;
  expect((await admin(remove, { id: ids[0] })).data).toEqual({ deleteCode: { id: ids[0] } });
  expect((await admin(remove, { id: ids[0] })).data).toEqual({ deleteCode: null });
});

test('a voided code is no longer handed out', async () => {
  const { source, ids, admin } = await offerWithCodes(1);
  await admin(`mutation($input: UpdateCodeInput!) { updateCode(input: $input) { id } }`, {
    input: { id: ids[0], status: 'VOID' },
  });
  const claim = await graphqlAs(store(), identityFor())(CLAIM, { source });
  expect(claim.errors?.[0]?.errorType).toBe('NotFound');
});
