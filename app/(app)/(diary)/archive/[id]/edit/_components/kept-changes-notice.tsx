import type { ReactNode } from 'react';
import { MergedNotice } from './merged-notice';
import type { useEditCheckDraft } from './use-edit-check-draft';

const box = 'mb-4 max-w-2xl rounded-md border border-line bg-surface p-3';
const action = 'font-semibold underline underline-offset-4';

function Choice({ testId, children, choices }: { testId: string; children: ReactNode; choices: ReactNode }) {
  return (
    <div className={box} data-testid={testId}>
      <p>{children}</p>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">{choices}</p>
    </div>
  );
}

const Button = ({ onClick, children }: { onClick(): void; children: ReactNode }) => (
  <button type="button" onClick={onClick} className={action}>
    {children}
  </button>
);

/**
 * What this device keeps of her unsaved changes, in a status region that is on the page from the start so a
 * notice put in after hydration, or when another tab changes what is kept, is announced: changes put back,
 * changes offered over a newer version or from another tab, what using them replaced, or a device that cannot
 * keep them.
 */
export function KeptChangesNotice({ draft }: { draft: ReturnType<typeof useEditCheckDraft> }) {
  const kept = draft.kept;
  return (
    <div role="status" className="empty:hidden">
      {draft.keeping ? null : (
        <p className="mb-4 max-w-2xl rounded-md border-l-4 border-amber bg-surface p-3">
          This device is not keeping your changes as you go (private browsing or full storage). Save them before you
          close the page.
        </p>
      )}
      {kept?.kind === 'resumed' ? (
        <p className={box} data-testid="changes-resumed">
          We kept the changes you made here earlier, just as you left them. They are not saved yet.{' '}
          <Button onClick={draft.discard}>Discard these changes</Button>
        </p>
      ) : null}
      {kept?.kind === 'offered' ? (
        <Choice
          testId="changes-offered"
          choices={
            <>
              <Button onClick={draft.applyOffered}>Use my changes</Button>
              <Button onClick={draft.discard}>Discard my changes</Button>
            </>
          }
        >
          {kept.why === 'newer'
            ? 'This check has been changed somewhere else since you made your changes, so below is its latest version. '
            : 'You have changes to this check from another tab or window that are not saved yet, so below is the check as it is saved. '}
          Your changes are still kept on this device. If you use them, only the answers you changed are put into what is
          shown below, and we will tell you which of them replace answers changed somewhere else. Nothing is saved until
          you choose Save my changes.
        </Choice>
      ) : null}
      {kept?.kind === 'merged' ? <MergedNotice overridden={kept.overridden} /> : null}
      {kept?.kind === 'other-tab' ? (
        <Choice
          testId="changes-other-tab"
          choices={
            <>
              <Button onClick={draft.useOtherTab}>Use the changes from the other tab</Button>
              <Button onClick={draft.keepThisTab}>Keep the changes on this page</Button>
            </>
          }
        >
          You have also changed this check in another tab or window, so the changes this device keeps are now the ones
          made there, not the ones on this page. Choose which to keep. Nothing is saved until you choose Save my
          changes.
        </Choice>
      ) : null}
      {kept?.kind === 'cleared-elsewhere' ? (
        <p className={box} data-testid="changes-cleared-elsewhere">
          The changes this device kept for this check were saved or discarded in another tab or window (signing out
          there removes them too). The changes on this page are not kept until you change something here again, and if
          the check was saved there, saving here will ask you to reload.
        </p>
      ) : null}
    </div>
  );
}
