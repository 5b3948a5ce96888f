import { ArrivalHeading } from '@/components/ui/arrival-heading';
import { QUESTIONNAIRE, SECTION_IDS, type SectionId } from '@/lib/risk/questionnaire';

/** "Section 2 of 5", the section's title and what it is about, with a progress bar that repeats the words. */
export function ProgressHeading({ section }: { section: SectionId }) {
  const position = SECTION_IDS.indexOf(section) + 1;
  const total = SECTION_IDS.length;
  const content = QUESTIONNAIRE.find((s) => s.id === section)!;
  return (
    <div className="mb-8 max-w-3xl">
      <p className="font-semibold text-ink-muted" id="questionnaire-progress">
        Section {position} of {total}
      </p>
      <div className="mt-2 h-2 w-full rounded-full bg-line" aria-hidden="true">
        <div className="h-2 rounded-full bg-pink" style={{ width: `${(position / total) * 100}%` }} />
      </div>
      {/* Takes focus when "Save and continue" brings the next section (keyed on the section by the page). */}
      <ArrivalHeading level={2} className="mt-4 text-3xl font-bold text-ink">
        {content.title}
      </ArrivalHeading>
      <p className="mt-2 text-ink">{content.intro}</p>
    </div>
  );
}
