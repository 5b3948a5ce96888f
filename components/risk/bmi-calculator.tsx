'use client';

import { useId, useState, type FormEvent } from 'react';
import { FieldError, fieldMessageIds } from '@/components/forms/field-messages';
// Direct module imports keep the risk models out of this client bundle.
import { bmiWords, type BmiWords } from '@/lib/risk/presentation/bmi-words';
import { bmiFromMeasurements, heightSchema, weightSchema } from '@/lib/risk/questionnaire/measurements';

type Units = 'imperial' | 'metric';
type FieldName = 'stones' | 'pounds' | 'feet' | 'inches' | 'kg' | 'cm';

const FIELDS: Record<Units, { name: FieldName; label: string }[]> = {
  imperial: [
    { name: 'stones', label: 'Weight: stones' },
    { name: 'pounds', label: 'Weight: pounds' },
    { name: 'feet', label: 'Height: feet' },
    { name: 'inches', label: 'Height: inches' },
  ],
  metric: [
    { name: 'kg', label: 'Weight in kilograms' },
    { name: 'cm', label: 'Height in centimetres' },
  ],
};

/** Empty stays undefined, so the schema says "Enter …" rather than "Check …". */
function numberOf(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * A BMI calculator that works on its own, for a visitor on a public page too: nothing is sent or stored.
 * Uses the same conversions (spec section 9) and NHS bands as the risk profile.
 */
export function BmiCalculator() {
  const id = useId();
  const [units, setUnits] = useState<Units>('imperial');
  const [values, setValues] = useState<Record<FieldName, string>>({
    stones: '',
    pounds: '',
    feet: '',
    inches: '',
    kg: '',
    cm: '',
  });
  const [lowerThresholds, setLowerThresholds] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [result, setResult] = useState<BmiWords | null>(null);

  function calculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const v = (name: FieldName) => numberOf(values[name]);
    const weight = weightSchema.safeParse(
      units === 'imperial'
        ? { unit: 'st-lb', stones: v('stones'), pounds: v('pounds') ?? 0 }
        : { unit: 'kg', kg: v('kg') },
    );
    const height = heightSchema.safeParse(
      units === 'imperial' ? { unit: 'ft-in', feet: v('feet'), inches: v('inches') ?? 0 } : { unit: 'cm', cm: v('cm') },
    );
    const found: Partial<Record<FieldName, string>> = {};
    for (const issue of [...(weight.error?.issues ?? []), ...(height.error?.issues ?? [])]) {
      const field = issue.path[0] as FieldName;
      found[field] ??= issue.message;
    }
    setErrors(found);
    setResult(
      weight.success && height.success
        ? bmiWords(bmiFromMeasurements(weight.data, height.data, { lowerThresholds }))
        : null,
    );
  }

  return (
    <form onSubmit={calculate} noValidate className="max-w-xl rounded-lg border border-line bg-surface p-5">
      <fieldset>
        <legend className="font-semibold">Units</legend>
        {(['imperial', 'metric'] as const).map((choice) => (
          <label key={choice} className="mt-2 flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-units`}
              value={choice}
              checked={units === choice}
              onChange={() => setUnits(choice)}
              className="h-5 w-5"
            />
            {choice === 'imperial' ? 'Stones and pounds, feet and inches' : 'Kilograms and centimetres'}
          </label>
        ))}
      </fieldset>
      <div className="mt-4 grid grid-cols-2 gap-4">
        {FIELDS[units].map(({ name, label }) => {
          const fieldId = `${id}-${name}`;
          const { errorId, describedBy } = fieldMessageIds(fieldId, { error: errors[name] });
          return (
            <div key={name}>
              <label htmlFor={fieldId} className="block font-semibold">
                {label}
              </label>
              <input
                id={fieldId}
                inputMode="decimal"
                autoComplete="off"
                value={values[name]}
                onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={describedBy}
                className="mt-1 w-full rounded-md border border-line bg-canvas px-3 py-2 text-ink"
              />
              <FieldError id={errorId}>{errors[name]}</FieldError>
            </div>
          );
        })}
      </div>
      <label className="mt-4 flex items-start gap-2">
        <input
          type="checkbox"
          checked={lowerThresholds}
          onChange={(event) => setLowerThresholds(event.target.checked)}
          className="mt-1 h-5 w-5"
        />
        My family background is South Asian, Chinese, other Asian, Middle Eastern, Black African or African-Caribbean
        (the NHS uses lower cut-offs)
      </label>
      <button type="submit" className="mt-4 rounded-md bg-pink px-5 py-3 font-semibold text-on-pink">
        Work out my BMI
      </button>
      <div role="status" aria-live="polite" className="mt-4">
        {result && (
          <>
            <p className="text-2xl font-bold">
              BMI {result.value}: {result.category}
            </p>
            <p className="mt-1">{result.sentence}</p>
            <p className="mt-1 text-ink-muted">{result.advice}</p>
          </>
        )}
      </div>
    </form>
  );
}
