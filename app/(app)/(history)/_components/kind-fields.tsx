import { CheckboxField } from '@/components/forms/checkbox-field';
import { Fieldset } from '@/components/forms/fieldset';
import { ScaleField } from '@/components/forms/scale-field';
import { levelField, symptomField } from '@/lib/forms/check-in';
import { LEVEL_MAX, LEVEL_MIN, SCALES, SYMPTOM_LABELS, type DiaryKind } from '@/lib/trends';

interface KindFieldsProps {
  kind: DiaryKind;
  /** '' on a one-kind form; the kind on the week's form, so each kind's inputs have their own names. */
  prefix: string;
  idPrefix: string;
  values: Record<string, string>;
  levelError?: string;
  /** The scale's legend: the question, or the kind's name on the week's form. */
  legend: string;
}

/** A kind's level on its labelled scale and its symptoms as checkboxes (all optional). */
export function KindFields({ kind, prefix, idPrefix, values, levelError, legend }: KindFieldsProps) {
  const scale = SCALES[kind];
  const level = levelField(prefix);
  const symptoms = Object.entries(SYMPTOM_LABELS[scale.symptomGroup]) as [string, string][];
  return (
    <>
      <ScaleField
        id={`${idPrefix}-${level}`}
        name={level}
        legend={legend}
        hint={scale.direction}
        min={LEVEL_MIN}
        max={LEVEL_MAX}
        lowLabel={scale.lowWord}
        highLabel={scale.highWord}
        error={levelError}
        defaultValue={values[level]}
      />
      <Fieldset
        id={`${idPrefix}-${prefix || 'symptoms'}-symptoms`}
        legend={`${scale.symptomsName} (optional)`}
        hint="Tick any you have had."
      >
        <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
          {symptoms.map(([value, label]) => {
            const name = symptomField(prefix, value);
            return (
              <CheckboxField
                key={value}
                id={`${idPrefix}-${name}`}
                name={name}
                label={label}
                defaultValue={values[name]}
              />
            );
          })}
        </div>
      </Fieldset>
    </>
  );
}
