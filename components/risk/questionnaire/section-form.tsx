'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/forms/error-summary';
import { StatusMessage } from '@/components/forms/status-message';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormAction } from '@/components/forms/use-form-action';
import { formInput, type FormAction } from '@/lib/forms/form-state';
import { RECORD_ID_FIELD } from '@/lib/forms/record';
import { questionnaireDraftKey } from '@/lib/offline/her-records';
import { relativeFieldNames } from '@/lib/forms/relative-rows';
import { elsewhereErrors, MAX_RELATIVE_ROWS, questionnaireFormSchema } from '@/lib/forms/risk-questionnaire';
import { QUESTIONNAIRE, type Question, type SectionId } from '@/lib/risk/questionnaire';
import { QuestionField } from './question-field';

interface SectionFormProps {
  action: FormAction<string>;
  section: SectionId;
  /** What she saved for this section, as the inputs' values. */
  values: Record<string, string>;
  /** Her user id: the device draft belongs to her alone. */
  ownerId: string;
  /** Chosen by the page: the result this form completes is stored once however often it is sent. */
  recordId: string;
  /** She already has results and is changing this section: once saved, she goes back to them and is told so. */
  changing?: boolean;
}

function readDraft(key: string): Record<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : null;
  } catch {
    return null;
  }
}

const isAsked = (question: Question, values: Record<string, string>) => {
  const when = question.askWhen;
  if (!when) return true;
  const value = values[when.field] ?? '';
  if (when.equals !== undefined) return value === when.equals;
  return when.above !== undefined && Number(value) > when.above;
};

/** One section of the questionnaire: its questions, "Save and continue", and where to go next once saved. */
export function SectionForm({ action, section, values, ownerId, recordId, changing = false }: SectionFormProps) {
  const router = useRouter();
  const content = QUESTIONNAIRE.find((s) => s.id === section)!;
  // A relative's problem is listed at its row's input, in page order after the question's own.
  const fields = useMemo(
    () =>
      content.questions.flatMap((q) =>
        q.kind === 'relatives' ? [q.id, ...relativeFieldNames(MAX_RELATIVE_ROWS)] : [q.id],
      ),
    [content],
  );
  const form = useFormAction<string>({ action, schema: questionnaireFormSchema, fields, idPrefix: 'q' });
  const [restored, setRestored] = useState<Record<string, string> | null>(null);
  const shown = form.state.version > 0 ? form.state.values : { ...values, ...restored };
  const [live, setLive] = useState(shown);
  // The device copy of a section she has not saved yet: survives a reload or an expired session.
  const key = questionnaireDraftKey(ownerId, section);

  useEffect(() => {
    const draft = readDraft(key);
    if (draft) {
      // The device draft lives in localStorage, readable only after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring her unsaved answers once
      setRestored(draft);
      setLive({ ...values, ...draft });
    }
  }, [key, values]);

  useEffect(() => {
    if (form.state.status !== 'saved') return;
    window.localStorage.removeItem(key);
    const next = form.state.values.next;
    if (next && next !== 'results') router.push(`/personal?section=${next}`);
    else router.push(changing ? `/personal?changed=${section}` : '/personal');
  }, [form.state, key, router, changing, section]);

  function remember(event: FormEvent<HTMLFormElement>) {
    const input = formInput(new FormData(event.currentTarget));
    setLive(input);
    window.localStorage.setItem(key, JSON.stringify(input));
  }

  return (
    <form
      key={`${form.state.version}-${restored ? 'restored' : 'saved'}`}
      {...form.formProps}
      onInput={remember}
      onChange={remember}
      className="max-w-3xl"
    >
      {/* An answer elsewhere that contradicts this one is listed too, linking to its own section. */}
      <ErrorSummary {...form.summary} fieldErrors={[...form.summary.fieldErrors, ...elsewhereErrors(form.errors)]} />
      <input type="hidden" name="section" value={section} />
      {/* Never from the device draft: an old id would meet an old result. */}
      <input type="hidden" name={RECORD_ID_FIELD} value={form.state.values[RECORD_ID_FIELD] || recordId} />
      {content.questions
        .filter((q) => isAsked(q, live))
        .map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            id={form.fieldId(question.id)}
            error={form.errors[question.id]}
            errors={form.errors}
            values={shown}
          />
        ))}
      <StatusMessage>{form.status}</StatusMessage>
      <SubmitButton pending={form.pending} pendingLabel="Saving…">
        Save and continue
      </SubmitButton>
    </form>
  );
}
