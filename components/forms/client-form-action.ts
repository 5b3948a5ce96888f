import type { z } from 'zod';
import { checkForm, formInput, INVALID_MESSAGE, type FormAction, type FormState } from '@/lib/forms/form-state';

/**
 * A form action whose work happens in the browser (the sign-in screens talk to the identity service from
 * here): the same answers a server action gives, so `useFormAction` treats both alike. `run` returns the
 * confirmation to announce, if any; whatever it throws becomes her message through `describe`, or an error next
 * to a field when `describe` names one (a wrong code belongs beside the code box). Values are not echoed: these forms are never re-keyed, so what she typed simply stays in the inputs.
 */
export function clientFormAction<Schema extends z.ZodType, Field extends string = string>(
  schema: Schema,
  run: (values: z.output<Schema>, form: FormData) => Promise<string | void>,
  describe: (error: unknown) => string | { field: Field; message: string },
): FormAction<Field> {
  return async (previous, form) => {
    const answer = (status: FormState<Field>['status'], message: string, errors: FormState<Field>['errors'] = {}) => ({
      status,
      message,
      errors,
      values: {},
      version: previous.version + 1,
    });
    const check = checkForm<Schema, Field>(schema, formInput(form));
    if (!check.ok) return answer('invalid', INVALID_MESSAGE, check.errors);
    try {
      return answer('saved', (await run(check.values, form)) ?? '');
    } catch (error) {
      const described = describe(error);
      if (typeof described === 'string') return answer('failed', described);
      return answer('invalid', INVALID_MESSAGE, { [described.field]: described.message } as FormState<Field>['errors']);
    }
  };
}
