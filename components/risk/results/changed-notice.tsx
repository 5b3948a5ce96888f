'use client';

import { useEffect, useRef } from 'react';
import { StatusMessage } from '@/components/forms/status-message';
import { SECTION_ANSWERS_NAME, type SectionId } from '@/lib/risk/questionnaire';

/**
 * Said on her results after she changed a section. It takes focus: the form she saved has gone, so the next thing
 * a screen reader reads is that the change was kept and her results are new.
 */
export function ChangedNotice({ section }: { section: SectionId }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <StatusMessage ref={ref} testId="changed-notice">
      Your {SECTION_ANSWERS_NAME[section]} have been saved and your results below have been worked out again.
    </StatusMessage>
  );
}
