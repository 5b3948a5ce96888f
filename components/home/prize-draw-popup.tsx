'use client';

import Link from 'next/link';
import { prefetchFor } from '@/lib/site/prefetch';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trapTabKey } from '@/lib/ui/focus-trap';
import { PRIZE_DRAW, usePrizeDrawTimer } from './use-prize-draw-timer';

/**
 * Spec section 2: the festive hamper draw, offered to signed-out visitors 12 s after the home page loads.
 * A native modal <dialog> keeps focus inside, makes the page behind inert, and returns focus when it closes.
 */
export function PrizeDrawPopup() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const entryRef = useRef<HTMLAnchorElement>(null);
  const closingRef = useRef(false);
  const [closing, setClosing] = useState(false);
  const { due, dismiss } = usePrizeDrawTimer();

  const close = useCallback(() => {
    if (closingRef.current) return;
    closingRef.current = true;
    setClosing(true);
    window.setTimeout(() => {
      dialogRef.current?.close(); // fires onClose, which records the dismissal
      closingRef.current = false;
      setClosing(false);
    }, PRIZE_DRAW.fadeOutMs);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (due && dialog && !dialog.open) {
      dialog.showModal();
      entryRef.current?.focus(); // the main action, rather than the first link in the text
    }
  }, [due]);

  // Escape fades out like the buttons. It is caught on the window, before the browser acts on it: Chrome lets
  // a dialog's `cancel` be prevented only after a user activation, and otherwise closes it at once.
  useEffect(() => {
    if (!due) return;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !dialogRef.current?.open) return;
      event.preventDefault();
      close();
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [due, close]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="prize-draw-heading"
      aria-describedby="prize-draw-description"
      onKeyDown={trapTabKey}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // However it closes, she has dismissed it for this session.
      onClose={dismiss}
      onClick={(event) => {
        if (event.target === event.currentTarget) close(); // a click on the backdrop, outside the panel
      }}
      className={`m-auto max-w-md rounded-2xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/60 transition-opacity duration-300 ${closing ? 'opacity-0' : 'opacity-100'}`}
      data-testid="prize-draw"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full border-2 border-line text-ink hover:bg-surface-raised"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        <p className="pr-12 text-sm font-semibold uppercase tracking-wide text-pink">Free prize draw</p>
        <h2 id="prize-draw-heading" className="mt-1 pr-8 text-3xl font-bold">
          Win a festive hamper worth £{PRIZE_DRAW.hamperValuePounds}
        </h2>
        <p id="prize-draw-description" className="mt-3 text-ink-muted">
          Sign up free and your email address is entered into our festive hamper competition. No purchase needed.{' '}
          <Link href="/terms" prefetch={prefetchFor('/terms')} className="text-ink">
            Prize-draw terms
          </Link>
          . Rather not join?{' '}
          <Link href="/prize-draw" prefetch={prefetchFor('/prize-draw')} className="text-ink">
            Enter without an account
          </Link>
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            href="/signup"
            prefetch={prefetchFor('/signup')}
            ref={entryRef}
            className="rounded-md bg-pink px-5 py-3 font-semibold text-on-pink no-underline"
          >
            Free Entry
          </Link>
          <button
            type="button"
            onClick={close}
            className="rounded-md border-2 border-pink px-5 py-3 font-semibold text-ink"
          >
            No Thanks
          </button>
        </div>
      </div>
    </dialog>
  );
}
