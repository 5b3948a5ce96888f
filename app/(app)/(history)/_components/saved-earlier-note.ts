import type { FormState } from '@/lib/forms/form-state';
import { savedAsFirstSent } from '@/lib/forms/saved-as-first-sent';
import type { SentNote } from '@/lib/offline/sent-notes';
import { formatDayLong, SCALES, type DiaryKind } from '@/lib/trends';
import { SAVED_EARLIER_VALUES } from '../_lib/saved-message';
import { entryPath } from './paths';

/**
 * A check-in her device sent later that the server answered with an earlier try of it (one that reached it
 * although she was told it failed): the page she saved it on could not say so, so the outbox keeps this for her.
 * It names the entry by its kind and day and links to it by id, where she can change it; never what it recorded.
 */
export function savedEarlierNote(recordId: string, form: string | undefined, saved: FormState): SentNote | undefined {
  const { values } = saved;
  if (values[SAVED_EARLIER_VALUES.earlier] !== 'yes') return undefined;
  // The week's form is the one not named after a kind.
  if (!form || !Object.hasOwn(SCALES, form)) {
    return {
      recordId,
      message: `${savedAsFirstSent('Your week, sent from this device,')} To change an entry, edit it from its history page.`,
    };
  }
  const kind = form as DiaryKind;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(values[SAVED_EARLIER_VALUES.day] ?? '')
    ? ` for ${formatDayLong(values[SAVED_EARLIER_VALUES.day]!)}`
    : '';
  const id = values[SAVED_EARLIER_VALUES.id] ?? recordId;
  return {
    recordId,
    message: savedAsFirstSent(
      `Your ${SCALES[kind].name.toLowerCase()} ${SCALES[kind].entry.one}${day}, sent from this device,`,
    ),
    link: { href: entryPath(kind, id), text: 'Edit it to change it' },
  };
}
