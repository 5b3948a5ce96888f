import type { PrizeDraw } from '@/lib/data/admin';
import { missingWinnerEmail, winnerContactInstruction } from '../winner-contact';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' });

/**
 * A draw's audit record: what was frozen (count and hash), who won, when, who drew, and how the winner is to be
 * contacted (rule 8). `now` says whether a missing email went with the entries or at her request.
 */
export function DrawRecord({ draw, now }: { draw: PrizeDraw; now: Date }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]" data-testid={`draw-${draw.id}`}>
      <dt className="font-semibold">Draw</dt>
      <dd>{draw.id}</dd>
      <dt className="font-semibold">Entries</dt>
      <dd>{draw.entriesCount}</dd>
      <dt className="font-semibold">Hash of the frozen list</dt>
      <dd className="font-mono break-all">{draw.entriesHash}</dd>
      <dt className="font-semibold">Winner</dt>
      <dd>
        {draw.winnerName || 'No name given'} ({draw.winnerEmail ?? missingWinnerEmail(draw.drawnAt, now)}), entry{' '}
        {draw.winnerIndex + 1} of {draw.entriesCount}
      </dd>
      <dt className="font-semibold">Contacting the winner</dt>
      <dd data-testid={`draw-${draw.id}-contact`}>{winnerContactInstruction(draw, now)}</dd>
      <dt className="font-semibold">Drawn</dt>
      <dd>
        {/* drawnBy is the Cognito username, which is the user's id (sub) in this pool: look it up in Cognito. */}
        {when(draw.drawnAt)} by the admin with user ID {draw.drawnBy}
        {draw.attempt > 1 ? ` (attempt ${draw.attempt})` : ''}
      </dd>
      {draw.entriesSettled ? null : (
        <>
          <dt className="font-semibold">Not finished</dt>
          <dd data-testid={`draw-${draw.id}-unsettled`}>
            Some entries do not have their deletion date yet. Run draw {draw.id} again to finish: the winner stays the
            same.
          </dd>
        </>
      )}
    </dl>
  );
}
