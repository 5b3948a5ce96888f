import Link from 'next/link';
import { QUESTIONNAIRE, SECTION_ANSWERS_NAME, sectionSummary, type QuestionnaireDraft } from '@/lib/risk/questionnaire';

/** Her answers section by section, each with its own way back to change it; her results are then worked out again. */
export function YourAnswers({ draft }: { draft: QuestionnaireDraft }) {
  return (
    <section aria-labelledby="your-answers-heading" className="mt-10 max-w-3xl" data-testid="your-answers">
      <h2 id="your-answers-heading" className="text-2xl font-bold">
        Your answers
      </h2>
      <p className="mt-2">
        If something has changed, or you gave an answer by mistake, change that section. Your results are worked out
        again when you save it.
      </p>
      <dl className="mt-4 divide-y divide-line border-y border-line">
        {QUESTIONNAIRE.map((section) => {
          const summary = sectionSummary(section.id, draft);
          return (
            <div key={section.id} className="flex flex-wrap items-center gap-x-4 py-2">
              <dt className="min-w-48 flex-1 font-semibold">{section.title}</dt>
              <dd className="flex-[2] text-ink-muted">{summary ?? 'Answered'}</dd>
              <dd>
                <Link
                  href={`/personal?section=${section.id}`}
                  className="inline-flex min-h-11 min-w-11 items-center font-semibold text-ink underline decoration-pink decoration-2"
                >
                  Change<span className="sr-only"> your {SECTION_ANSWERS_NAME[section.id]}</span>
                </Link>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
