'use client';

import { useFormAction } from '@/components/forms/use-form-action';
import { CHECK_IN_FIELDS, checkInSchema, type CheckInState } from '@/lib/forms/check-in';
import { SCALES, type DiaryKind } from '@/lib/trends';
import { CheckInFormFrame } from './check-in-form-frame';
import { KindFields } from './kind-fields';

interface CheckInFormProps {
  kind: DiaryKind;
  action: (previous: CheckInState, form: FormData) => Promise<CheckInState>;
  initial: CheckInState;
  /** The browser's pre-check uses the server's day, so the two agree on what "the future" is. */
  today: string;
}

/** One quick check-in or symptom diary entry: a level and Save is a whole entry (the date is already today). */
export function CheckInForm({ kind, action, initial, today }: CheckInFormProps) {
  const form = useFormAction({
    action,
    initial,
    schema: checkInSchema(kind, today),
    fields: CHECK_IN_FIELDS,
    idPrefix: kind,
  });
  return (
    <CheckInFormFrame
      form={form}
      statusTestId="check-in-status"
      submitLabel={`Save ${SCALES[kind].name.toLowerCase()} ${SCALES[kind].entry.one}`}
    >
      <KindFields
        kind={kind}
        prefix=""
        idPrefix={kind}
        values={form.state.values}
        levelError={form.errors.level}
        legend={SCALES[kind].question}
      />
    </CheckInFormFrame>
  );
}
