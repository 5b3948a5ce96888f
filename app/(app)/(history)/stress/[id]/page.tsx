import { EditEntryPage, editEntryMetadata } from '../../_components/edit-entry-page';

export const metadata = editEntryMetadata('stress');

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return <EditEntryPage kind="stress" params={params} />;
}
