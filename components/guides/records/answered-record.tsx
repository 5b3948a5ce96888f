import type { ReactNode } from 'react';
import type { SectionId } from '@/lib/risk/questionnaire';
import { EmptyRecord } from './empty-record';

/**
 * A figure from her health questions not answered yet: what is missing, and a link to the section that asks for
 * it (/personal opens the section she stopped at instead, if she has not reached that one yet).
 */
export function NotAnswered({ what, addLabel, section }: { what: string; addLabel: string; section: SectionId }) {
  return (
    <EmptyRecord
      message={`You have not told us ${what} yet. Add it to your health questions to see it here beside the guideline.`}
      links={[{ href: `/personal?section=${section}`, label: addLabel }]}
    />
  );
}

/** Her figure from the health questions set against a UK guideline, said to be her own answer. */
export function AnsweredRecord({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-xl font-bold text-ink">{title}</h3>
      {children}
      <p className="mt-2 text-ink-muted">
        This is what you told us, not a measurement. You can change your answers on your personal details page.
      </p>
    </div>
  );
}
