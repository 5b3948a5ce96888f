'use client';

import { useEffect, useRef, useState } from 'react';
import { StepPlayer } from '@/components/check/step-player';
import { useCheckDraft } from '@/components/check/use-check-draft';
import { ErrorSummary } from '@/components/forms/error-summary';
import { NOT_KEPT_OFFLINE_MESSAGE } from '@/components/offline/keep-when-offline';
import { useOutbox } from '@/components/offline/use-outbox';
import { carriedAfter } from '@/lib/check/carried-after';
import {
  carriedErrors,
  cycleErrors,
  fieldId,
  finaliseCheck,
  isCarriedField,
  type CheckErrors,
} from '@/lib/check/finalise';
import type { CheckDraft } from '@/lib/check/check-draft';
import type { CarriedItem } from '@/lib/diary/carry-over';
import { checkFormFields } from '@/lib/forms/check';
import { INVALID_MESSAGE } from '@/lib/forms/form-state';
import { OWNER_FIELD } from '@/lib/forms/record';
import { checkOutboxKey, pendingEntries } from '@/lib/offline/outbox';
import { londonDate } from '@/lib/reminders/local-date';
import { CarriedStage } from './carried-stage';
import { FindingsStage } from './findings-stage';
import { PendingNotice } from './pending-notice';
import { QuestionStage } from './question-stage';
import { SavedView } from './saved-view';
import { sendQueued } from './send-check';
import { CHECK_SESSION_ENDED_MESSAGE, useCheckSend } from './use-check-send';

interface Done {
  draft: CheckDraft;
  savedId: string | null;
  savedEarlier: boolean;
  /** Earlier findings the server recorded as not checked in it because this page did not ask about them. */
  notAsked: number;
  /** Her answers about earlier findings the server could not match (deleted since), left out of it. */
  unmatched: number;
  /** Kept on the device behind a check of hers still waiting to be sent, not because she is offline. */
  queuedBehind: boolean;
}

interface CheckFlowProps {
  uid: string;
  /** The id the server chose for this check's record when the page opened. */
  recordId: string;
  /** The earlier findings in her records when the page opened. */
  carried: readonly CarriedItem[];
}

/**
 * The whole check: earlier findings, the guided steps, the question, findings. Every change is kept on the
 * device at once (useCheckDraft); saving sends the check's own record id, so repeats leave one record.
 */
export function CheckFlow({ uid, recordId, carried: opened }: CheckFlowProps) {
  const { draft, resumed, kept, update, reset } = useCheckDraft(uid, recordId);
  const { answer, pending, sendingRef, send } = useCheckSend();
  const [local, setLocal] = useState<{ errors: CheckErrors; formError?: string; attempt: number } | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  // As the checks saved on this page have left them: the page cannot reload her records while she is offline.
  const [carried, setCarried] = useState(opened);
  // In order: a check answers about what the checks before it recorded, which must reach the server first.
  const outbox = useOutbox(checkOutboxKey(uid), uid, sendQueued, { inOrder: true });
  // Stable (useCallback), unlike the object around them.
  const queueOffline = outbox.queue;
  const sendWaiting = outbox.flush;
  const startedWithCarried = useRef(false);

  useEffect(() => {
    if (!draft || resumed || startedWithCarried.current || carried.length === 0) return;
    startedWithCarried.current = true;
    if (draft.stage === 'steps' && draft.stepIndex === 0) update((d) => ({ ...d, stage: 'carried' }));
  }, [draft, resumed, carried.length, update]);

  useEffect(() => {
    const sent = sendingRef.current;
    if (!sent || pending || answer.version === sent.version) return;
    sendingRef.current = null;
    // The server found more earlier findings recorded than a check holds: back to them, answers kept.
    if (answer.status === 'invalid' && Object.keys(answer.errors).some(isCarriedField))
      update((d) => ({ ...d, stage: 'carried' }));
    // Or her period start (the day may have moved on since the browser checked it): back to that field.
    else if (answer.status === 'invalid' && fieldId.periodStart in answer.errors)
      update((d) => ({ ...d, stage: 'question' }));
    if (answer.status === 'saved' || answer.offline) {
      // A device that will not keep it (private browsing, full storage) must not be told it did: her check
      // stays on the page, with the reason in the summary, for her to save again once she is back online.
      const kept =
        !answer.offline ||
        queueOffline({ recordId: sent.draft.recordId, input: sent.fields, queuedAt: new Date().toISOString() });
      if (!kept) {
        setLocal((previous) => ({
          errors: {},
          formError: NOT_KEPT_OFFLINE_MESSAGE,
          attempt: (previous?.attempt ?? 0) + 1,
        }));
        return;
      }
      setDone({
        draft: sent.draft,
        savedId: answer.offline ? null : (answer.values.savedId ?? sent.draft.recordId),
        savedEarlier: !answer.offline && answer.values.savedEarlier === 'yes',
        notAsked: answer.offline ? 0 : Number(answer.values.notAsked ?? 0),
        unmatched: answer.offline ? 0 : Number(answer.values.unmatched ?? 0),
        queuedBehind: false,
      });
      reset();
    }
    // queueOffline, reset, update, setLocal and the ref are stable: only a new answer (or pending) runs this again.
  }, [answer, pending, queueOffline, reset, update, sendingRef]);

  /**
   * Another check on this page asks first about the earlier findings as the one just saved left them, with
   * what it recorded, so a check queued offline is followed by one that says how they are now.
   */
  function startAnother({ draft: saved, savedEarlier }: Done) {
    const next = carriedAfter(carried, saved, londonDate(new Date()), { savedEarlier });
    setCarried(next);
    setDone(null);
    if (next.length > 0) update((d) => (d.stage === 'steps' && d.stepIndex === 0 ? { ...d, stage: 'carried' } : d));
  }

  const notice = <PendingNotice outbox={outbox} kept={kept} resumed={resumed && !done} onStartAgain={reset} />;
  if (done) {
    return (
      <>
        {notice}
        <SavedView
          draft={done.draft}
          carried={carried}
          savedId={done.savedId}
          savedEarlier={done.savedEarlier}
          notAsked={done.notAsked}
          unmatched={done.unmatched}
          queuedBehind={done.queuedBehind}
          onAgain={() => startAnother(done)}
        />
      </>
    );
  }
  if (!draft) return <p className="text-ink-muted">Opening your check…</p>;

  const change = (partial: Partial<CheckDraft>) => update((d) => ({ ...d, ...partial }));
  const serverErrors = !local && answer.status === 'invalid' ? (answer.errors as CheckErrors) : {};
  const errors: CheckErrors = local ? local.errors : serverErrors;
  const serverError = answer.status === 'failed' && !answer.offline ? answer.message : null;
  const formError = local ? (local.formError ?? null) : serverError;
  const refuse = (found: CheckErrors, problem?: string) =>
    setLocal((previous) => ({ errors: found, formError: problem, attempt: (previous?.attempt ?? 0) + 1 }));

  /**
   * She leaves the earlier findings only with an answer for each; the summary takes focus when one is missing.
   * Sent back to them from later on, she returns to where she was, not to the start of the steps.
   */
  function leaveCarried() {
    const found = carriedErrors(carried, draft!);
    if (Object.keys(found).length > 0) return refuse(found);
    setLocal(null);
    const answered = draft!.anythingDifferent;
    change({ stage: answered === null ? 'steps' : answered ? 'findings' : 'question' });
  }

  /** Back to the stage that asks what `found` is about, so each error sits by its field; nothing she entered is lost. */
  function sendBack(next: CheckDraft, stage: CheckDraft['stage'], found: CheckErrors) {
    update(() => ({ ...next, stage }));
    refuse(found);
  }

  /** "Yes": her cycle answer is checked now, while its field is on screen, not when she saves her findings. */
  function recordFindings() {
    const found = cycleErrors(draft!.cycle, londonDate(new Date()));
    if (Object.keys(found).length > 0) return refuse(found);
    setLocal(null);
    change({ anythingDifferent: true, stage: 'findings' });
  }

  function submit(next: CheckDraft) {
    if (sendingRef.current) return;
    // A check resumed from before this page listed them may lack answers: back to them, with the reasons.
    const unanswered = carriedErrors(carried, next);
    if (Object.keys(unanswered).length > 0) return sendBack(next, 'carried', unanswered);
    const now = new Date();
    // A check resumed at its findings, or a day that has moved on, can make her period start wrong only now.
    const cycle = cycleErrors(next.cycle, londonDate(now));
    if (Object.keys(cycle).length > 0) return sendBack(next, 'question', cycle);
    update(() => next);
    const check = finaliseCheck(next, { now, open: [] });
    if (!check.ok) return refuse(check.errors);
    setLocal(null);
    // Her uid goes with it: if someone else has signed in on this browser since the page opened, it is refused.
    const fields = { ...checkFormFields(next, now), [OWNER_FIELD]: uid };
    if (queueBehindWaiting(next, fields)) return;
    void send(next, fields).then((sent) => sent || refuse({}, CHECK_SESSION_ENDED_MESSAGE));
  }

  /**
   * While a check of hers waits on this device, this one goes in behind it and the queue is sent now, in order:
   * sent straight away, it could reach the server first, where an answer about a finding only the waiting check
   * recorded would be dropped. False when the device could not keep it (then it is sent as usual).
   */
  function queueBehindWaiting(next: CheckDraft, fields: Record<string, string>): boolean {
    const box = checkOutboxKey(uid);
    const waiting = pendingEntries(window.localStorage, box).some((entry) => (entry.owner ?? uid) === uid);
    if (!waiting || !queueOffline({ recordId: next.recordId, input: fields, queuedAt: new Date().toISOString() }))
      return false;
    setDone({ draft: next, savedId: null, savedEarlier: false, notAsked: 0, unmatched: 0, queuedBehind: true });
    reset();
    void sendWaiting();
    return true;
  }

  return (
    <>
      {notice}
      <ErrorSummary
        fieldErrors={Object.entries(errors).map(([id, message]) => ({ id, message }))}
        formError={formError}
        title={INVALID_MESSAGE}
        focusKey={`${local?.attempt ?? 0}-${answer.version}`}
        headingId="check-errors"
      />
      {draft.stage === 'carried' ? (
        <CarriedStage draft={draft} carried={carried} errors={errors} onChange={change} onStart={leaveCarried} />
      ) : draft.stage === 'steps' ? (
        <StepPlayer
          index={draft.stepIndex}
          onIndexChange={(stepIndex) => change({ stepIndex })}
          onFinish={() => change({ stage: 'question' })}
        />
      ) : draft.stage === 'question' ? (
        <QuestionStage
          draft={draft}
          errors={errors}
          pending={pending}
          onChange={change}
          onNoChange={() => submit({ ...draft, anythingDifferent: false })}
          onYes={recordFindings}
          onBack={() => change({ stage: 'steps' })}
        />
      ) : (
        <FindingsStage
          draft={draft}
          carried={carried}
          errors={errors}
          pending={pending}
          onFindings={(findings) => change({ findings })}
          onSave={() => submit({ ...draft, anythingDifferent: true })}
          onBack={() => change({ stage: 'question' })}
          onEarlier={() => change({ stage: 'carried' })}
        />
      )}
    </>
  );
}
