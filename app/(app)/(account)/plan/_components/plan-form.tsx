'use client';

import { useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/forms/error-summary';
import { NumberField } from '@/components/forms/number-field';
import { RadioGroup } from '@/components/forms/radio-group';
import { SelectField } from '@/components/forms/select-field';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useFormAction } from '@/components/forms/use-form-action';
import {
  REMINDER_PLAN_FIELDS,
  reminderPlanFormSchema,
  TIMING_OPTIONS,
  WEEKDAY_OPTIONS,
  type ReminderPlanState,
} from '@/lib/forms/reminder-plan';
import { EXPECTED_FIELD } from '@/lib/forms/record';
import { REMINDER_OPTIONS } from '@/lib/reminders/labels';
import { repeatsWeekly } from '@/lib/reminders/plan-start';
import type { ReminderFrequency } from '@/lib/reminders/types';
import { brand } from '@/lib/site/brand';
import { savePlan } from '../actions';

/**
 * How often, on which weekday or when in the month, and at what time; reminders come by email (the channel is a
 * field for SMS later).
 */
export function PlanForm({ initial }: { initial: ReminderPlanState }) {
  const form = useFormAction({
    action: savePlan,
    initial,
    schema: reminderPlanFormSchema,
    fields: REMINDER_PLAN_FIELDS,
    idPrefix: 'plan',
  });
  const { statusRef } = form;
  const { field } = form;
  // The frequency she has picked since the last answer; each answer (which remounts the form) shows its own.
  const [picked, setPicked] = useState<{ version: number; frequency: string } | null>(null);
  const frequency = picked?.version === form.state.version ? picked.frequency : form.state.values.frequency;
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name === 'frequency') setPicked({ version: form.state.version, frequency: input.value });
  };
  const weekday = field('weekday');
  // Hidden, and still sent, while another frequency is picked: the action ignores it then. Shown with its error.
  const weekdayHidden = !repeatsWeekly(frequency as ReminderFrequency) && !weekday.error;
  return (
    <>
      <ErrorSummary {...form.summary} />
      <StatusMessage testId="plan-status" ref={statusRef}>
        {form.status || null}
      </StatusMessage>
      <form key={form.state.version} {...form.formProps} onChange={onChange} className="max-w-2xl">
        {/* Her reminders as stored when this form was filled: a change to them since is a conflict. */}
        <input type="hidden" name={EXPECTED_FIELD} value={form.state.values[EXPECTED_FIELD] ?? ''} />
        <RadioGroup {...field('frequency')} legend="How often should we remind you?" options={REMINDER_OPTIONS} />
        <div hidden={weekdayHidden} data-testid="plan-weekday">
          <SelectField
            {...weekday}
            label="Day of the week"
            hint="Reminders come on this day. A new day starts from its next date, today if it is that day"
            options={WEEKDAY_OPTIONS}
            selectClassName="sm:max-w-60"
          />
        </div>
        <RadioGroup {...field('timing')} legend="For monthly reminders: when in the month?" options={TIMING_OPTIONS} />
        <NumberField
          {...field('dayOfMonth')}
          label="Day of the month"
          hint="1 to 31. In shorter months, the last day"
          maxLength={2}
        />
        <TextField
          {...field('time')}
          label="Time of day"
          hint="24-hour clock, UK time. For example 09:00 or 19:30"
          maxLength={5}
          inputMode="numeric"
          autoComplete="off"
          inputClassName="max-w-32"
        />
        <p className="mb-6 text-ink-muted">
          Reminders come by email from “{brand.name} reminders” and never mention your health, though the sender’s
          address and the links show our full name, {brand.fullName}.
        </p>
        <SubmitButton pending={form.pending} pendingLabel="Saving…">
          Save my reminders
        </SubmitButton>
      </form>
    </>
  );
}
