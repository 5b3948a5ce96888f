import { EditEntryPage, editEntryMetadata } from '../../_components/edit-entry-page';

export const metadata = editEntryMetadata('fatigue');

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return <EditEntryPage kind="fatigue" params={params} />;
}
