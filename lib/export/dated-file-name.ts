import { londonDate } from '@/lib/reminders/local-date';

/** A download's name, dated the UK day it was made so it matches the "made on" date inside the file. */
export function datedFileName(stem: string, extension: string, now: Date): string {
  return `${stem}-${londonDate(now)}.${extension}`;
}
