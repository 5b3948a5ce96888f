import type { Metadata } from 'next';
import { SessionDownloadLink } from '@/components/auth/session-download-link';
import { DataUnavailable } from '@/components/ui/data-unavailable';
import { PageIntro } from '@/components/ui/page-intro';
import { requireAdmin } from '@/lib/auth/session';
import { loadPrizeDrawAdmin } from '@/lib/data/admin';
import { PRIZE_DRAW_NOT_CLOSED_MESSAGE, prizeDrawIsOpen } from '@/lib/prize-draw/closing';
import { privatePageMetadata } from '@/lib/site/metadata';
import { AdminNav } from '../_components/admin-nav';
import { DrawRecord } from '../_components/draw-record';
import { RunDrawForm } from '../_components/run-draw-form';

export const metadata: Metadata = { ...privatePageMetadata, title: 'Prize draw' };

export default async function PrizeDrawAdminPage() {
  await requireAdmin('/admin/prize-draw');
  const result = await loadPrizeDrawAdmin();
  if (!result.ok) return <DataUnavailable reason={result.reason} nextPath="/admin/prize-draw" />;
  const { entrants, draws } = result.value;
  const now = new Date();

  return (
    <>
      <PageIntro
        heading="Prize draw"
        purpose="Entrants, the draw itself and the record of every draw. The list is frozen and hashed before the winner is chosen."
      />
      <AdminNav current="/admin/prize-draw" />
      <section aria-labelledby="entrants-heading" className="mb-12">
        <h2 id="entrants-heading" className="mb-4 text-2xl font-bold">
          Entrants
        </h2>
        <p className="mb-4 text-lg" data-testid="entrants-count">
          {entrants} {entrants === 1 ? 'entry' : 'entries'}
        </p>
        <SessionDownloadLink
          href="/admin/prize-draw/entrants"
          className="inline-flex min-h-11 items-center rounded-md border-2 border-pink px-4 font-semibold"
        >
          Download entrants (CSV: name and email)
        </SessionDownloadLink>
      </section>
      <section aria-labelledby="run-heading" className="mb-12">
        <h2 id="run-heading" className="mb-4 text-2xl font-bold">
          Run a draw
        </h2>
        {/* A convenience: the API refuses a draw before the close whatever sends it (rule 7). */}
        {prizeDrawIsOpen(now) ? (
          <p data-testid="draw-not-closed">{PRIZE_DRAW_NOT_CLOSED_MESSAGE}</p>
        ) : (
          <RunDrawForm entrants={entrants} />
        )}
      </section>
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="mb-4 text-2xl font-bold">
          Past draws
        </h2>
        {draws.length === 0 ? (
          <p>No draws yet.</p>
        ) : (
          <ol className="space-y-6">
            {draws.map((draw) => (
              <li key={draw.id} className="rounded-md border border-line bg-surface p-4">
                <DrawRecord draw={draw} now={now} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
