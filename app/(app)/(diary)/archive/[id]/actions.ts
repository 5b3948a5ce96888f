'use server';

import { formAction } from '@/lib/actions/form-action';
import { deleteCheck } from '@/lib/data/observations';
import { deleteCheckSchema } from '@/lib/forms/delete-check';
import type { FormState } from '@/lib/forms/form-state';

const remove = formAction<typeof deleteCheckSchema, 'id', void>({
  path: '/archive',
  schema: deleteCheckSchema,
  operation: 'DeleteObservation',
  run: ({ id }) => deleteCheck(id),
  saved: () => ({ message: 'The check has been deleted.' }),
});

export async function deleteCheckAction(previous: FormState, form: FormData): Promise<FormState> {
  return remove(previous, form);
}
