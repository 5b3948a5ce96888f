import type { ReactNode } from 'react';

/** A confirmation, announced politely (`role=status`); the region exists before its text so it is announced. */
export function StatusMessage({ children, id, testId }: { children?: ReactNode; id?: string; testId?: string }) {
  return (
    <div
      id={id}
      role="status"
      data-testid={testId}
      className={children ? 'mb-6 max-w-2xl rounded-lg border-2 border-green bg-surface p-4 text-ink' : undefined}
    >
      {children}
    </div>
  );
}
