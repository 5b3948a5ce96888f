/** A confirmation, announced politely (`role=status`); the region exists before its text so it is announced. */
export function StatusMessage({ children, id }: { children?: React.ReactNode; id?: string }) {
  return (
    <div id={id} role="status" className={children ? 'mb-6 rounded-lg border-2 border-green bg-surface p-4 text-ink' : undefined}>
      {children}
    </div>
  );
}
