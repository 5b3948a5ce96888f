import { deletedPath, deletedRecordId } from './record';

test('the address after a delete carries only the record id, which the list page reads back', () => {
  const id = '0b7f6f8e-3c1d-4e55-9a7b-2f4c1d9e8a10';
  const path = deletedPath('/archive', id);
  expect(path).toBe(`/archive?deleted=${id}`);
  const params = Object.fromEntries(new URL(path, 'https://example.test').searchParams);
  expect(deletedRecordId(params)).toBe(id);
  expect(deletedRecordId({ deleted: 'lump, left breast' })).toBeNull();
});
