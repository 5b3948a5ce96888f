/** The medical caution every health page carries: we support self-checking; we do not diagnose. */
export function SeeYourGp({ className = '' }: { className?: string }) {
  return (
    <aside
      aria-label="Medical advice"
      className={`max-w-3xl rounded-lg border-l-4 border-pink bg-surface-raised p-5 ${className}`}
    >
      <p className="font-semibold text-ink">Noticed a change? See your GP.</p>
      <p className="mt-1 text-ink-muted">
        Venus Breast Check helps you check regularly and keep a record; it cannot diagnose anything. If you notice a
        change that is unusual for you, book an appointment with your GP without delay, even if you were screened
        recently. Most changes turn out not to be cancer, but it is always worth getting them looked at.
      </p>
    </aside>
  );
}
