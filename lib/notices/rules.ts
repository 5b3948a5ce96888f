import { checkDue, type DueCheck } from '@/lib/diary/check-due';
import { NO_PERIOD_REASONS, type CycleContext } from '@/lib/diary/cycle';
import { PRIZE_DRAW_ALREADY_DRAWN_MESSAGE } from '@/lib/prize-draw/closing';
import { londonDate } from '@/lib/reminders/local-date';

/**
 * Which notices a member should have, as a pure function of what is known about her. Each notice has a
 * key (a due date, a check, an offer, a draw), and the store writes one per user + kind + key, so applying
 * the rules again never repeats a notice. Bodies say no more about her health than she recorded herself.
 */
export type NoticeKind = 'CHECK_DUE' | 'CHECK_OVERDUE' | 'FINDING_FOLLOW_UP' | 'NEW_OFFER' | 'PRIZE_DRAW_RESULT';

export interface NoticeDraft {
  kind: NoticeKind;
  /** Unique per user and kind: letters, digits, - and _ only, since it becomes part of the notice id. */
  key: string;
  title: string;
  body: string;
  link: string;
}

/** One of her self-checks as stored, with what the notices read of it. */
export interface CheckOnRecord {
  id: string;
  /** When she did it (ISO instant). */
  checked: string;
  periodStart: string | null;
  noPeriods: string | null;
  cycleLength: number | null;
  /** How many changes it records as there (any not marked gone). */
  findings: number;
}

export interface NoticeFacts {
  /** Today in the UK, YYYY-MM-DD. */
  today: string;
  /** Her self-checks, in any order. */
  checks?: readonly CheckOnRecord[];
  /** Offers live today. */
  liveOffers?: { id: string; title: string; benefit: string; category: string; startDate: string }[];
  /** Offer categories she asked to hear about. */
  chosenCategories?: readonly string[];
  /** Draws she has won. */
  drawsWon?: string[];
}

/** A change noted on a check is followed up for this long. */
export const FINDING_FOLLOW_UP_DAYS = 60;
/** Offers that started within this many days are "new". */
export const NEW_OFFER_DAYS = 30;

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** "5 December 2026", as the notices read. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function cycleOf({ periodStart, noPeriods }: CheckOnRecord): CycleContext {
  if (periodStart) return { kind: 'period', periodStart };
  const reason = NO_PERIOD_REASONS.find((known) => known === noPeriods);
  return reason ? { kind: 'no-periods', reason } : { kind: 'not-given' };
}

/** Her check as /summary reads it: on the UK day she did it. */
const toDueCheck = (check: CheckOnRecord): DueCheck => ({
  checked: check.checked,
  day: londonDate(check.checked),
  cycle: cycleOf(check),
  cycleLength: check.cycleLength,
});

/** Due and overdue by the rule /summary uses, so a check done today clears them. */
function checkNotices({ today, checks = [] }: NoticeFacts): NoticeDraft[] {
  const due = checkDue(checks.map(toDueCheck), today);
  if (due.status === 'overdue') {
    return [
      {
        kind: 'CHECK_OVERDUE',
        key: due.nextDue,
        title: 'Your breast check is overdue',
        body: `Your self-check was due on ${longDate(due.nextDue)}. When you have a few minutes, the guided check will take you through it.`,
        link: '/checking',
      },
    ];
  }
  if (due.status === 'due') {
    return [
      {
        kind: 'CHECK_DUE',
        key: due.nextDue,
        title: 'Your breast check is due',
        body: `Your next self-check is due now (around ${longDate(due.nextDue)}). It takes a few minutes.`,
        link: '/checking',
      },
    ];
  }
  return [];
}

function findingNotices({ today, checks = [] }: NoticeFacts): NoticeDraft[] {
  const latest = checks.reduce<CheckOnRecord | null>(
    (newest, check) => (!newest || check.checked.localeCompare(newest.checked) > 0 ? check : newest),
    null,
  );
  if (!latest || latest.findings === 0) return [];
  const day = londonDate(latest.checked);
  if (addDays(day, FINDING_FOLLOW_UP_DAYS) < today) return [];
  return [
    {
      kind: 'FINDING_FOLLOW_UP',
      key: latest.id,
      title: 'Following up your check',
      body:
        `On your check of ${longDate(day)} you noted a change. If you have not already, please make an ` +
        'appointment with your GP. Most breast changes are not cancer, but it is important to have them checked.',
      link: '/doctor',
    },
  ];
}

function offerNotices({ today, liveOffers = [], chosenCategories = [] }: NoticeFacts): NoticeDraft[] {
  const chosen = new Set(chosenCategories);
  return liveOffers
    .filter((offer) => chosen.has(offer.category) && offer.startDate >= addDays(today, -NEW_OFFER_DAYS))
    .map((offer) => ({
      kind: 'NEW_OFFER' as const,
      key: offer.id,
      title: `New offer: ${offer.title}`,
      body: `A new member offer in a category you chose: ${offer.benefit}`,
      link: '/incentive',
    }));
}

export function prizeDrawWinNotice(drawId: string): NoticeDraft {
  return {
    kind: 'PRIZE_DRAW_RESULT',
    key: drawId,
    title: 'You have won the prize draw',
    body:
      'Congratulations: you were drawn as the winner of our free prize draw. We will email you about your prize; ' +
      'the rules say how to accept it.',
    // No page shows a win (the result is the admin's): the rules say how the winner is contacted and accepts.
    link: '/terms#prize-draw',
  };
}

/**
 * Terms rule 3: she joined the draw `draw` (its closing time, ISO) before its close, but first signed in after its
 * winner was drawn, so she was not entered. Her account page says so while she has this notice (read or not).
 */
/** One notice per user, kind and key: its id, the same wherever it is worked out. */
export const noticeId = (draft: Pick<NoticeDraft, 'kind' | 'key'>) => `${draft.kind}.${draft.key}`;

export function prizeDrawTooLateNotice(draw: string): NoticeDraft {
  return {
    kind: 'PRIZE_DRAW_RESULT',
    key: `not-entered-${draw.replace(/[^A-Za-z0-9]/g, '')}`,
    title: 'You were not entered in the prize draw',
    body: PRIZE_DRAW_ALREADY_DRAWN_MESSAGE,
    link: '/terms#prize-draw',
  };
}

export function noticesFor(facts: NoticeFacts): NoticeDraft[] {
  return [
    ...checkNotices(facts),
    ...findingNotices(facts),
    ...offerNotices(facts),
    ...(facts.drawsWon ?? []).map(prizeDrawWinNotice),
  ];
}
