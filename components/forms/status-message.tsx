import type { ReactNode, Ref } from 'react';

interface StatusMessageProps {
  children?: ReactNode;
  id?: string;
  testId?: string;
  /** Given when focus moves to the message (after a save or a delete): it is then focusable from script. */
  ref?: Ref<HTMLDivElement>;
}

/** A confirmation, announced politely (`role=status`); the region exists before its text so it is announced. */
export function StatusMessage({ children, id, testId, ref }: StatusMessageProps) {
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={ref ? -1 : undefined}
      role="status"
      data-testid={testId}
      className={children ? 'mb-6 max-w-2xl rounded-lg border-2 border-green bg-surface p-4 text-ink' : undefined}
    >
      {children}
    </div>
  );
}
