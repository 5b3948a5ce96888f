import type { useEditCheckDraft } from './use-edit-check-draft';

const box = 'mb-4 max-w-2xl rounded-md border border-line bg-surface p-3';
const action = 'font-semibold underline underline-offset-4';

/**
 * What this device keeps of her unsaved changes, in a status region that is on the page from the start so a
 * notice put in after hydration is announced: changes put back, changes offered over a newer version, or a device
 * that cannot keep them.
 */
export function KeptChangesNotice({ draft }: { draft: ReturnType<typeof useEditCheckDraft> }) {
  return (
    <div role="status" className="empty:hidden">
      {draft.keeping ? null : (
        <p className="mb-4 max-w-2xl rounded-md border-l-4 border-amber bg-surface p-3">
          This device is not keeping your changes as you go (private browsing or full storage). Save them before you
          close the page.
        </p>
      )}
      {draft.resumed ? (
        <p className={box} data-testid="changes-resumed">
          We kept the changes you made here earlier, just as you left them. They are not saved yet.{' '}
          <button type="button" onClick={draft.discard} className={action}>
            Discard these changes
          </button>
        </p>
      ) : null}
      {draft.offered ? (
        <div className={box} data-testid="changes-offered">
          <p>
            This check has been changed somewhere else since you made your changes, so below is its latest version. Your
            changes are still kept on this device. If you use them, they replace what is shown below; nothing is saved
            until you choose Save my changes.
          </p>
          <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            <button type="button" onClick={draft.applyOffered} className={action}>
              Use my changes
            </button>
            <button type="button" onClick={draft.discard} className={action}>
              Discard my changes
            </button>
          </p>
        </div>
      ) : null}
    </div>
  );
}
