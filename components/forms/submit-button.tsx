'use client';

import { useHydrated } from '@/lib/ui/use-hydrated';

interface SubmitButtonProps {
  /** While the form's action runs: the label says so and a second press does nothing (the hook ignores it too). */
  pending: boolean;
  pendingLabel: string;
  children: string;
  /**
   * Disabled until the page's script has loaded. For forms whose work happens in the browser (the sign-in
   * screens): submitted before then, the form would go to the server as a plain request carrying what she typed.
   */
  requiresScript?: boolean;
  className?: string;
}

/** aria-disabled rather than disabled while pending, so focus stays on the button and the new label is read. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  requiresScript = false,
  className,
}: SubmitButtonProps) {
  const hydrated = useHydrated();
  const ready = !requiresScript || hydrated;
  return (
    <button
      type="submit"
      disabled={!ready}
      aria-disabled={pending || undefined}
      className={`min-h-11 rounded-md bg-pink px-6 py-3 font-semibold text-on-pink disabled:opacity-60 aria-disabled:opacity-70 ${className ?? ''}`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
