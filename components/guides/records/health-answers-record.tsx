import Link from 'next/link';
import type { HealthAnswer } from '@/lib/content/guide-records';
import { EmptyRecord } from './empty-record';

/** Her questionnaire answers as she gave them, with the way to change them. */
export function HealthAnswersRecord({ answers }: { answers: readonly HealthAnswer[] | null }) {
  if (!answers || answers.length === 0) {
    return (
      <EmptyRecord
        message="You have not answered the health questions yet."
        links={[{ href: '/personal', label: 'Answer the health questions' }]}
      />
    );
  }
  return (
    <div>
      <h3 className="text-xl font-bold text-ink">Your health answers</h3>
      <dl className="mt-2 divide-y divide-line border-y border-line">
        {answers.map((item) => (
          <div key={item.question} className="grid gap-1 py-2 sm:grid-cols-2">
            <dt className="text-ink-muted">{item.question}</dt>
            <dd className="text-ink">{item.answer}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3">
        <Link href="/personal" className="text-ink underline decoration-pink decoration-2">
          Update your answers
        </Link>
      </p>
    </div>
  );
}
