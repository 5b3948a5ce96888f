import { z } from 'zod';
import { readJson, removeKey, writeJson, type KeyValueStorage } from './storage';

/**
 * A form's inputs as she is filling them in (by input name, as the form would post them), kept on her device
 * under her account's id and the form's name so that a reload, a closed tab or a lost connection loses nothing.
 * Read back only for the account that wrote it; cleared once the server (or the outbox) has the entry. The
 * record id rides along as one of the inputs, so the entry resumed after a reload is still the same record.
 */

const formDraftSchema = z.object({
  version: z.literal(1),
  uid: z.string(),
  form: z.string(),
  values: z.record(z.string(), z.string()),
  /** For a form editing a saved record: the inputs as that record was when she started, to tell her changes apart. */
  base: z.record(z.string(), z.string()).optional(),
  /** The browser tab that wrote it (lib/offline/tab-id), so another tab on the same form can tell it is not its own. */
  tab: z.string().optional(),
  updatedAt: z.string(),
});

/** A kept draft with what it says about itself; `base` and `tab` are absent from drafts kept without them. */
export type FormDraft = Pick<z.infer<typeof formDraftSchema>, 'values' | 'base' | 'tab'>;

export function formDraftKey(uid: string, form: string): string {
  return `venus:form-draft:v1:${uid}:${form}`;
}

export function loadFormDraft(storage: KeyValueStorage, uid: string, form: string): Record<string, string> | null {
  return loadFormDraftEntry(storage, uid, form)?.values ?? null;
}

export function loadFormDraftEntry(storage: KeyValueStorage, uid: string, form: string): FormDraft | null {
  const parsed = formDraftSchema.safeParse(readJson(storage, formDraftKey(uid, form)));
  if (!parsed.success || parsed.data.uid !== uid || parsed.data.form !== form) return null;
  const { values, base, tab } = parsed.data;
  return { values, base, tab };
}

/** False when the device refused to keep it (private browsing, storage full), so the page can say so. */
export function saveFormDraft(
  storage: KeyValueStorage,
  uid: string,
  form: string,
  values: Record<string, string>,
  now: Date,
  about: Omit<FormDraft, 'values'> = {},
): boolean {
  return writeJson(storage, formDraftKey(uid, form), {
    version: 1,
    uid,
    form,
    values,
    ...about,
    updatedAt: now.toISOString(),
  });
}

export function clearFormDraft(storage: KeyValueStorage, uid: string, form: string): void {
  removeKey(storage, formDraftKey(uid, form));
}

/**
 * Whether a draft holds anything she entered: inputs other than those ignored (the record id) that differ from
 * how the form starts. A form opened and left alone is not worth resuming or telling her about.
 */
export function hasAnswers(
  draft: Record<string, string>,
  start: Record<string, string>,
  ignore: readonly string[] = [],
): boolean {
  const names = new Set([...Object.keys(draft), ...Object.keys(start)]);
  return [...names].some((name) => !ignore.includes(name) && (draft[name] ?? '') !== (start[name] ?? ''));
}
