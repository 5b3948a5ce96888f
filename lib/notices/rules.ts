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

export interface NoticeFacts {
  /** Today in the UK, YYYY-MM-DD. */
  today: string;
  /** Her next self-check due date, if she has one. */
  nextCheckDue?: string | null;
  /** Her latest self-check: its id, day and how many changes it records as there (any not marked gone). */
  latestCheck?: { id: string; date: string; findings: number } | null;
  /** Offers live today. */
  liveOffers?: { id: string; title: string; benefit: string; category: string; startDate: string }[];
  /** Offer categories she asked to hear about. */
  chosenCategories?: readonly string[];
  /** Draws she has won. */
  drawsWon?: string[];
}

/** A check is "due" from this many days before its date. */
export const DUE_SOON_DAYS = 3;
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

function checkNotices({ today, nextCheckDue }: NoticeFacts): NoticeDraft[] {
  if (!nextCheckDue) return [];
  if (today > nextCheckDue) {
    return [
      {
        kind: 'CHECK_OVERDUE',
        key: nextCheckDue,
        title: 'Your breast check is overdue',
        body: `Your self-check was due on ${longDate(nextCheckDue)}. When you have ten minutes, the guided check will take you through it.`,
        link: '/checking',
      },
    ];
  }
  if (today >= addDays(nextCheckDue, -DUE_SOON_DAYS)) {
    return [
      {
        kind: 'CHECK_DUE',
        key: nextCheckDue,
        title: 'Your breast check is due',
        body: `Your next self-check is due on ${longDate(nextCheckDue)}. It takes about ten minutes.`,
        link: '/checking',
      },
    ];
  }
  return [];
}

function findingNotices({ today, latestCheck }: NoticeFacts): NoticeDraft[] {
  if (!latestCheck || latestCheck.findings === 0) return [];
  if (addDays(latestCheck.date, FINDING_FOLLOW_UP_DAYS) < today) return [];
  return [
    {
      kind: 'FINDING_FOLLOW_UP',
      key: latestCheck.id,
      title: 'Following up your check',
      body:
        `On your check of ${longDate(latestCheck.date)} you noted a change. If you have not already, please make an ` +
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
    body: 'Congratulations: you were drawn as the winner of our free prize draw. We will email you about your prize.',
    link: '/notices',
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
