import Link from 'next/link';
import type { WelcomeKind } from '@/lib/auth/landing';

const headings: Record<WelcomeKind, string> = {
  joined: "You're signed in",
  password: 'Your password has been changed',
};

const leads: Record<WelcomeKind, string> = {
  joined: 'Your email is confirmed and your account is ready. Here is a good place to start.',
  password: "You're signed in with your new password. Pick up where you left off.",
};

/**
 * Shown on the account page when she arrives from confirming her email or resetting her password: it says what
 * just happened and offers the two things that help most next (the guided check, the risk questions).
 */
export function WelcomePanel({ kind }: { kind: WelcomeKind }) {
  return (
    <section aria-labelledby="welcome-heading" className="mb-8 rounded-2xl border-2 border-pink bg-surface p-6">
      <h2 id="welcome-heading" className="text-2xl font-bold">
        {headings[kind]}
      </h2>
      <p className="mt-2 text-ink-muted">{leads[kind]}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        <li>
          <Link href="/checking" className="block rounded-lg bg-pink px-5 py-3 font-semibold text-on-pink no-underline">
            Start the guided check
            <span className="block text-sm font-normal">A few minutes, step by step: look, then feel.</span>
          </Link>
        </li>
        <li>
          <Link
            href="/personal"
            className="block rounded-lg border-2 border-pink px-5 py-3 font-semibold text-ink no-underline"
          >
            Answer the risk questions
            <span className="block text-sm font-normal text-ink-muted">
              About you and your family, for your risk profile.
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
