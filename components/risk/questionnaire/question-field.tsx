import { CheckboxField } from '@/components/forms/checkbox-field';
import { DateField } from '@/components/forms/date-field';
import { Fieldset } from '@/components/forms/fieldset';
import { FieldError, FieldHint, fieldMessageIds } from '@/components/forms/field-messages';
import { NumberField } from '@/components/forms/number-field';
import { RadioGroup } from '@/components/forms/radio-group';
import { inputClass } from '@/components/forms/text-field';
import type { Question } from '@/lib/risk/questionnaire';
import { RelativesField } from './relatives-field';

interface QuestionFieldProps {
  question: Question;
  id: string;
  error?: string;
  /** Every problem on the form by field, for a question whose own inputs have theirs (the relatives' rows). */
  errors?: Partial<Record<string, string>>;
  values: Record<string, string>;
}

const NUMBER_LABEL: Partial<Record<Question['kind'], string>> = { age: 'Age in years', count: 'Number' };

function WhyWeAsk({ text }: { text: string }) {
  return (
    <details className="-mt-3 mb-6 max-w-2xl text-ink">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-link underline">Why we ask</summary>
      <p className="mt-1">{text}</p>
    </details>
  );
}

/** Many options in named groups (ethnicity): a drop-down with its groups, the label asking the question. */
function GroupedSelect({ question, id, error, values }: QuestionFieldProps) {
  const { hintId, errorId, describedBy } = fieldMessageIds(id, { hint: question.hint, error });
  const groups = [...new Set((question.options ?? []).map((o) => o.group ?? ''))];
  return (
    <div className="mb-6">
      <label htmlFor={id} className="block font-semibold text-ink">
        {question.label}
      </label>
      <FieldHint id={hintId}>{question.hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      <select
        id={id}
        name={question.id}
        defaultValue={values[question.id] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} mt-1 max-w-md`}
      >
        <option value="">Choose one</option>
        {groups.map((group) => (
          <optgroup key={group} label={group || 'Other'}>
            {(question.options ?? [])
              .filter((o) => (o.group ?? '') === group)
              .map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

function Measurements({ question, id, error, values }: QuestionFieldProps) {
  const box = (part: string, label: string, suffix: string, first = false) => (
    <NumberField
      id={first ? id : `${id}-${part}`}
      name={`body-${part}`}
      label={label}
      suffix={suffix}
      defaultValue={values[`body-${part}`] ?? ''}
      className="mb-3"
    />
  );
  return (
    <Fieldset id={`${id}-group`} legend={question.label} hint={question.hint} error={error}>
      <div className="mt-2 grid gap-x-8 sm:grid-cols-2">
        <div>
          <p className="font-semibold text-ink">Weight</p>
          <div className="flex flex-wrap gap-x-4">
            {box('stones', 'Stones', 'st', true)}
            {box('pounds', 'Pounds', 'lb')}
          </div>
          {box('kg', 'Or kilograms', 'kg')}
        </div>
        <div>
          <p className="font-semibold text-ink">Height</p>
          <div className="flex flex-wrap gap-x-4">
            {box('feet', 'Feet', 'ft')}
            {box('inches', 'Inches', 'in')}
          </div>
          {box('cm', 'Or centimetres', 'cm')}
        </div>
      </div>
    </Fieldset>
  );
}

/** One question of the questionnaire, drawn from its kind in lib/risk/questionnaire, with "Why we ask". */
export function QuestionField(props: QuestionFieldProps) {
  const { question, id, error, values } = props;
  const options = question.options ?? [];
  let field;
  switch (question.kind) {
    case 'date':
      field = (
        <DateField
          id={id}
          name={question.id}
          legend={question.label}
          hint={question.hint}
          error={error}
          values={values}
          autoCompletePrefix="bday"
        />
      );
      break;
    case 'choice':
      field = options.some((o) => o.group) ? (
        <GroupedSelect {...props} />
      ) : (
        <RadioGroup
          id={id}
          name={question.id}
          legend={question.label}
          hint={question.hint}
          error={error}
          options={options}
          defaultValue={values[question.id]}
        />
      );
      break;
    case 'choices':
      field = (
        <Fieldset id={`${id}-group`} legend={question.label} hint={question.hint} error={error}>
          <div className="mt-2">
            {options.map((o, index) => (
              <CheckboxField
                key={o.value}
                id={index === 0 ? id : `${id}-${o.value}`}
                name={`${question.id}-${o.value}`}
                label={o.label}
                defaultValue={values[`${question.id}-${o.value}`]}
              />
            ))}
          </div>
        </Fieldset>
      );
      break;
    case 'measurements':
      field = <Measurements {...props} />;
      break;
    case 'relatives':
      field = <RelativesField {...props} />;
      break;
    default:
      field = (
        <Fieldset id={`${id}-group`} legend={question.label} hint={question.hint} error={error}>
          <NumberField
            id={id}
            name={question.id}
            label={NUMBER_LABEL[question.kind] ?? `Number of ${question.unit ?? ''}`}
            suffix={question.kind === 'age' ? 'years' : undefined}
            defaultValue={values[question.id] ?? ''}
            className="mt-2 mb-3"
          />
          {question.dontKnow ? (
            <CheckboxField
              id={`${id}-unknown`}
              name={`${question.id}-unknown`}
              value="unknown"
              label={question.dontKnow.label}
              defaultValue={values[`${question.id}-unknown`]}
            />
          ) : null}
        </Fieldset>
      );
  }
  return (
    <div>
      {field}
      <WhyWeAsk text={question.whyWeAsk} />
    </div>
  );
}
