const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** A moment as a UK reader expects its date, in UK time whatever the server's (or browser's) zone. */
export const longDate = (iso: string) => LONG_DATE.format(new Date(iso));
