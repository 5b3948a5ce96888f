import { reminderPlanSchema } from './plan-schema';

const valid = {
  frequency: 'MONTHLY',
  timing: 'day-of-month',
  dayOfMonth: '31',
  time: '19:30',
  startDate: '2028-02-29',
  channel: 'email',
};

describe('reminderPlanSchema', () => {
  it('accepts a plan from the form, reading the day as a number', () => {
    expect(reminderPlanSchema.parse(valid)).toEqual({ ...valid, dayOfMonth: 31 });
  });

  it.each([
    ['dayOfMonth', '0', 'Enter a day of the month from 1 to 31'],
    ['dayOfMonth', '32', 'Enter a day of the month from 1 to 31'],
    ['time', '9am', 'Enter a time such as 09:00'],
    ['time', '24:00', 'Enter a time such as 09:00'],
    ['startDate', '2026-02-29', 'Enter a real date'],
    ['frequency', 'DAILY', 'Choose how often to be reminded'],
  ])('refuses %s %j with a message she can act on', (field, value, message) => {
    const result = reminderPlanSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
