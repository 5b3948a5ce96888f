import type { CheckInField } from '@/lib/forms/check-in';
import { SCALES, type DiaryKind } from '@/lib/trends';
import { KindFields } from './kind-fields';
import { Phq4Fields } from './phq4-fields';

interface EntryFieldsProps {
  kind: DiaryKind;
  values: Record<string, string>;
  errors: Partial<Record<CheckInField, string>>;
  /** Told when she clears a mood's PHQ-4 answers (a kept draft must hear of it). */
  onPhq4Cleared?: (form: HTMLFormElement) => void;
}

/** One entry's own fields, the same when she records it and when she changes it: level, symptoms, a mood's PHQ-4. */
export function EntryFields({ kind, values, errors, onPhq4Cleared }: EntryFieldsProps) {
  return (
    <>
      <KindFields
        kind={kind}
        prefix=""
        idPrefix={kind}
        values={values}
        levelError={errors.level}
        legend={SCALES[kind].question}
      />
      {kind === 'mood' ? <Phq4Fields values={values} errors={errors} onCleared={onPhq4Cleared} /> : null}
    </>
  );
}
