import { randomUUID } from 'node:crypto';
import { putEntry } from '@/backend/store/prize-draw/enter';
import { useDataTestStack } from '@/local/test-support';
import { enterMyPrizeDraw } from './prize-draw';

/** lib/data against the local stack's real /graphql; only the request-scoped client is replaced. */
jest.mock('./client', () => jest.requireActual('@/local/test-support').dataTestClientModule);

const data = useDataTestStack();

test('entering from her account makes an entry made on the form with her email hers, and says so', async () => {
  const session = await data.newMember('prize-draw-owner', { given_name: 'Olive', family_name: 'Owner' });
  // Anyone could have typed her address on the form for people without an account.
  const typed = await putEntry(
    data.stack().api!.store,
    { id: randomUUID(), name: 'Someone Else', email: session.email },
    new Date(),
  );
  const entering = await enterMyPrizeDraw();
  expect(entering).toEqual({ email: session.email, createdAt: typed.item.createdAt, fromEntryForm: true });
  // Hers now: entering again gives the same entry.
  expect(await enterMyPrizeDraw()).toEqual(entering);
});

test('an entry she makes from her account is not said to come from the form', async () => {
  const session = await data.newMember('prize-draw-own', { given_name: 'Ada' });
  expect(await enterMyPrizeDraw()).toMatchObject({ email: session.email, fromEntryForm: false });
});
