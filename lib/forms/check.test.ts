import { newCheckDraft, type CheckDraft } from '@/lib/check/check-draft';
import { fieldId } from '@/lib/check/finalise';
import { londonDate } from '@/lib/reminders/local-date';
import { checkForm } from './form-state';
import { checkFormFields, checkSchema, type CheckSubmission } from './check';

const NOW = new Date('2025-11-09T08:06:00Z');
const finding = {
  id: '5b1b5a7e-59f4-4b3e-9e0f-1d2c3b4a5f60',
  side: 'RIGHT' as const,
  kind: 'LUMP' as const,
  severity: 4,
  position: { area: 'breast' as const, clock: 10, distanceCm: 5 },
  sizeMm: 12,
  feel: 'RUBBERY' as const,
  status: 'NEW' as const,
  note: 'Near the bra line',
};

function draft(overrides: Partial<CheckDraft> = {}): CheckDraft {
  return {
    ...newCheckDraft('her', '1d7f1c6e-3a0e-4a53-8a51-6f7c0a0c9b01', new Date('2025-11-09T08:00:00Z')),
    ...overrides,
  };
}

function parse(fields: Record<string, string>) {
  return checkForm<ReturnType<typeof checkSchema>, string>(checkSchema(NOW), fields);
}

test('a finished check survives the trip through the form fields', () => {
  const sent = draft({
    anythingDifferent: true,
    cycle: { kind: 'no-periods', reason: 'MENOPAUSE' },
    carried: { 'b0f4c8f2-1111-4c3e-9e0f-1d2c3b4a5f60': 'GONE' },
    findings: [
      finding,
      {
        ...finding,
        id: 'c2b1a7e0-59f4-4b3e-9e0f-1d2c3b4a5f61',
        side: 'LEFT',
        position: { area: 'armpit' },
        sizeMm: null,
        feel: null,
      },
    ],
  });
  const result = parse(checkFormFields(sent, NOW));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const { draft: received, checked } = result.values as CheckSubmission;
  expect(checked).toEqual(NOW);
  expect(received).toMatchObject({
    recordId: sent.recordId,
    cycle: sent.cycle,
    carried: sent.carried,
    anythingDifferent: true,
    findings: sent.findings,
  });
});

test('how she describes a carried finding that has changed is sent with her answer', () => {
  const carriedId = 'b0f4c8f2-1111-4c3e-9e0f-1d2c3b4a5f60';
  const grown = { ...finding, id: carriedId, status: 'CHANGED' as const, sizeMm: 14, severity: 3 };
  const sent = draft({
    anythingDifferent: false,
    carried: { [carriedId]: 'CHANGED' },
    changes: { [carriedId]: grown },
  });
  const result = parse(checkFormFields(sent, NOW));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  expect((result.values as CheckSubmission).draft).toMatchObject({
    carried: { [carriedId]: 'CHANGED' },
    changes: { [carriedId]: grown },
  });
  // Not sent for an answer other than Changed: a description she typed and then took back is not hers any more.
  const stillThere = checkFormFields({ ...sent, carried: { [carriedId]: 'STILL_THERE' } }, NOW);
  expect(Object.keys(stillThere).some((name) => name.startsWith('c0-'))).toBe(false);
});

test('more findings than a check holds are refused, never cut to fit', () => {
  const many = Array.from({ length: 21 }, () => ({ ...finding, id: crypto.randomUUID() }));
  expect(parse(checkFormFields(draft({ anythingDifferent: true, findings: many }), NOW))).toEqual({
    ok: false,
    errors: {
      [fieldId.anything]:
        'A check can hold up to 20 changes, including those from earlier checks: this one has 21. Remove 1 before you save.',
    },
  });
  const twenty = parse(checkFormFields(draft({ anythingDifferent: true, findings: many.slice(0, 20) }), NOW));
  expect(twenty.ok && (twenty.values as CheckSubmission).draft.findings).toHaveLength(20);
});

test('"no change" needs no findings fields at all', () => {
  const fields = checkFormFields(draft({ anythingDifferent: false, findings: [finding] }), NOW);
  expect(Object.keys(fields).some((name) => name.startsWith('f0-'))).toBe(false);
  expect(parse(fields).ok).toBe(true);
});

test('field rules come back keyed by the field ids on the page', () => {
  const fields = checkFormFields(
    draft({
      anythingDifferent: true,
      findings: [{ ...finding, kind: null }],
      cycle: { kind: 'period', periodStart: '2025-11-10' },
    }),
    NOW,
  );
  expect(parse(fields)).toEqual({
    ok: false,
    errors: {
      [fieldId.periodStart]: 'The first day of your last period cannot be after the day of the check.',
      [fieldId.kind(finding)]: 'Choose what kind of change you noticed.',
    },
  });
});

test('a check from a phone a few minutes fast is saved at the server time, on the day it really is in the UK', () => {
  // 23:58 in London on 25 October 2026 (GMT again that morning); her phone already says 00:02 on the 26th.
  const serverNow = new Date('2026-10-25T23:58:00Z');
  const phone = new Date('2026-10-26T00:02:00Z');
  const result = checkForm<ReturnType<typeof checkSchema>, string>(
    checkSchema(serverNow),
    checkFormFields(draft(), phone),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const { checked } = result.values as CheckSubmission;
  expect(checked).toEqual(serverNow);
  expect(londonDate(checked)).toBe('2026-10-25');
});

test('on a phone a few minutes past midnight, a period that started "today" started on the UK day of the check', () => {
  const serverNow = new Date('2026-10-25T23:58:00Z');
  const phone = new Date('2026-10-26T00:02:00Z');
  const fields = checkFormFields(draft({ cycle: { kind: 'period', periodStart: '2026-10-26' } }), phone);
  const result = checkForm<ReturnType<typeof checkSchema>, string>(checkSchema(serverNow), fields);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  expect((result.values as CheckSubmission).draft.cycle).toEqual({ kind: 'period', periodStart: '2026-10-25' });
  // An earlier start she chose stays as she gave it.
  const earlier = checkFormFields(draft({ cycle: { kind: 'period', periodStart: '2026-10-20' } }), phone);
  const kept = checkForm<ReturnType<typeof checkSchema>, string>(checkSchema(serverNow), earlier);
  expect(kept.ok && (kept.values as CheckSubmission).draft.cycle).toEqual({
    kind: 'period',
    periodStart: '2026-10-20',
  });
});

test('a check queued offline keeps its own earlier time', () => {
  const queuedAt = new Date(NOW.getTime() - 3 * 60 * 60_000);
  const result = parse(checkFormFields(draft(), queuedAt));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  expect((result.values as CheckSubmission).checked).toEqual(queuedAt);
});

test('a check timed in the future, or a form that cannot be read, is refused', () => {
  expect(parse(checkFormFields(draft(), new Date(NOW.getTime() + 5 * 60_000 + 1000)))).toMatchObject({
    ok: false,
    errors: { checked: expect.stringContaining('future') },
  });
  const broken = {
    ...checkFormFields(draft({ anythingDifferent: true, findings: [finding] }), NOW),
    'f0-id': 'not-a-uuid',
  };
  expect(parse(broken)).toMatchObject({ ok: false, errors: { form: expect.stringContaining('could not be read') } });
});
