import { EditEntryPage, editEntryMetadata } from '../../_components/edit-entry-page';

export const metadata = editEntryMetadata('mood');

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return <EditEntryPage kind="mood" params={params} />;
}
