import { ClearAnswersButton } from '@/components/forms/clear-answers-button';
import { RadioGroup } from '@/components/forms/radio-group';
import { PHQ4_FIELDS, type Phq4Field } from '@/lib/forms/check-in';
import { PHQ4_ANSWERS, PHQ4_ITEMS, PHQ4_QUESTION } from '@/lib/validation/phq4';
import { Phq4Source, UrgentHelp } from './phq4-help';

const OPTIONS = PHQ4_ANSWERS.map((label, points) => ({ value: String(points), label }));

interface Phq4FieldsProps {
  values: Record<string, string>;
  errors: Partial<Record<Phq4Field, string>>;
  /** Told when she clears her answers, which changes the form's inputs without a change event. */
  onCleared?: (form: HTMLFormElement) => void;
}

/** The mood check-in's optional PHQ-4: the published question, items and answers, with what it is and is not. */
export function Phq4Fields({ values, errors, onCleared }: Phq4FieldsProps) {
  return (
    <section id="phq4" aria-labelledby="phq4-heading" className="mb-6 scroll-mt-4 border-y border-line py-4">
      <h2 id="phq4-heading" className="text-xl font-bold">
        Anxiety and low mood: four questions (optional)
      </h2>
      <p className="mt-2 text-ink-muted">
        These are the PHQ-4, a short questionnaire doctors use to screen for anxiety and depression. Answer all four or
        leave them blank. They ask about the last 2 weeks, so they are for an entry dated in the last 14 days. Your
        score is worked out when you save and kept with this entry. It is a screening score, not a diagnosis: only a
        health professional can tell you what it means for you.
      </p>
      <p className="mt-4 font-semibold">{PHQ4_QUESTION}</p>
      {PHQ4_ITEMS.map((item, index) => {
        const name = PHQ4_FIELDS[index]!;
        return (
          <RadioGroup
            key={name}
            id={`mood-${name}`}
            name={name}
            legend={`${index + 1}. ${item}`}
            options={OPTIONS}
            error={errors[name]}
            defaultValue={values[name]}
          />
        );
      })}
      <ClearAnswersButton
        names={PHQ4_FIELDS}
        clearedMessage="Your answers to the four questions are cleared. You can save this entry without them."
        onCleared={onCleared}
      >
        Clear my answers to these four questions
      </ClearAnswersButton>
      <UrgentHelp />
      <Phq4Source />
    </section>
  );
}
