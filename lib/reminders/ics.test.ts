import ICAL from 'ical.js';
import { buildReminderCalendar, escapeText, foldLine, recurrence } from './ics';
import type { ReminderPlan } from './types';

const plan = (overrides: Partial<ReminderPlan>): ReminderPlan => ({
  frequency: 'MONTHLY',
  timing: 'day-of-month',
  dayOfMonth: 1,
  time: '09:00',
  startDate: '2026-01-05',
  channel: 'email',
  ...overrides,
});

function calendar(overrides: Partial<ReminderPlan>, firstDate: string, extra: { cycleDays?: number } = {}) {
  return buildReminderCalendar({
    plan: plan(overrides),
    firstDate,
    siteName: 'Venus',
    uid: 'user-42',
    domain: 'venus.example',
    now: new Date('2026-02-01T12:00:00Z'),
    summary: 'Self-check reminder',
    description: 'Time for your check, when it suits you; open your account to record it.',
    url: 'https://venus.example/checking',
    calendarName: 'Venus reminders',
    ...extra,
  });
}

/** Occurrences as a third-party parser expands them: London wall time and the UTC instant. */
function occurrences(ics: string, count: number) {
  const root = new ICAL.Component(ICAL.parse(ics));
  const zone = new ICAL.Timezone(root.getFirstSubcomponent('vtimezone')!);
  const event = new ICAL.Event(root.getFirstSubcomponent('vevent')!);
  expect(event.startDate.zone?.tzid).toBe('Europe/London');
  const iterator = event.iterator();
  const found: { local: string; utc: string }[] = [];
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
    const utc = next.convertToZone(ICAL.Timezone.utcTimezone);
    const local = utc.convertToZone(zone);
    found.push({ local: local.toString().slice(0, 16), utc: utc.toJSDate().toISOString().slice(0, 16) });
  }
  return found;
}

describe('buildReminderCalendar', () => {
  it('writes a calendar with the required properties, CRLF line ends and folded lines', () => {
    const ics = calendar({ dayOfMonth: 15 }, '2026-02-15');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const root = new ICAL.Component(ICAL.parse(ics));
    const event = root.getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('uid')).toBe('reminder-user-42@venus.example');
    expect(event.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-02-01T12:00:00Z');
    expect(event.getFirstPropertyValue('description')).toBe(
      'Time for your check, when it suits you; open your account to record it.',
    );
    expect(event.getFirstSubcomponent('valarm')?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Venus reminders');
  });

  it('keeps the same UID on every download', () => {
    const uid = (ics: string) => /UID:(.*)\r\n/.exec(ics)?.[1];
    expect(uid(calendar({ dayOfMonth: 15 }, '2026-02-15'))).toBe(uid(calendar({ dayOfMonth: 3 }, '2026-03-03')));
  });

  it('keeps 09:00 London time across the March clock change (weekly)', () => {
    expect(occurrences(calendar({ frequency: 'WEEKLY' }, '2026-03-22'), 3)).toEqual([
      { local: '2026-03-22T09:00', utc: '2026-03-22T09:00' },
      { local: '2026-03-29T09:00', utc: '2026-03-29T08:00' },
      { local: '2026-04-05T09:00', utc: '2026-04-05T08:00' },
    ]);
  });

  it('keeps 19:30 London time across the October clock change (fortnightly)', () => {
    expect(occurrences(calendar({ frequency: 'FORTNIGHTLY', time: '19:30' }, '2026-10-11'), 3)).toEqual([
      { local: '2026-10-11T19:30', utc: '2026-10-11T18:30' },
      { local: '2026-10-25T19:30', utc: '2026-10-25T19:30' },
      { local: '2026-11-08T19:30', utc: '2026-11-08T19:30' },
    ]);
  });

  it('repeats on the 31st, or the last day of a shorter month', () => {
    const dates = occurrences(calendar({ dayOfMonth: 31 }, '2028-01-31'), 5).map(({ local }) => local.slice(0, 10));
    expect(dates).toEqual(['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30', '2028-05-31']);
  });

  it('repeats on the 30th, or the last day of February', () => {
    const dates = occurrences(calendar({ dayOfMonth: 30 }, '2026-12-30'), 5).map(({ local }) => local.slice(0, 10));
    expect(dates).toEqual(['2026-12-30', '2027-01-30', '2027-02-28', '2027-03-30', '2027-04-30']);
    const leap = occurrences(calendar({ dayOfMonth: 29 }, '2027-01-29'), 14).map(({ local }) => local.slice(0, 10));
    expect(leap.filter((date) => date.slice(5, 7) === '02')).toEqual(['2027-02-28', '2028-02-29']);
  });

  it('repeats a cycle-timed plan every cycle', () => {
    const found = occurrences(calendar({ timing: 'cycle' }, '2026-03-09', { cycleDays: 30 }), 2);
    expect(found.map(({ local }) => local)).toEqual(['2026-03-09T09:00', '2026-04-08T09:00']);
  });

  it('escapes text and survives a parser round trip', () => {
    const ics = buildReminderCalendar({
      plan: plan({}),
      firstDate: '2026-02-01',
      siteName: 'Venus',
      uid: 'u',
      domain: 'venus.example',
      now: new Date('2026-02-01T00:00:00Z'),
      summary: 'Check; then note, rest\\relax',
      description: `Line one\nLine two — ${'é'.repeat(60)}`,
    });
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe('Check; then note, rest\\relax');
    expect(event.getFirstPropertyValue('description')).toBe(`Line one\nLine two — ${'é'.repeat(60)}`);
  });

  it('has no calendar for a plan without reminders', () => {
    expect(recurrence(plan({ frequency: 'NONE' }), '2026-02-01')).toBeNull();
    expect(() => calendar({ frequency: 'NONE' }, '2026-02-01')).toThrow(RangeError);
  });
});

describe('escapeText and foldLine', () => {
  it('escapes the characters RFC 5545 reserves', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'ü'.repeat(80)}`).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const line of folded) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(`DESCRIPTION:${'ü'.repeat(80)}`);
  });
});
