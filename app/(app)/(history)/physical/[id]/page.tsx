import { EditEntryPage, editEntryMetadata } from '../../_components/edit-entry-page';

export const metadata = editEntryMetadata('physical');

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return <EditEntryPage kind="physical" params={params} />;
}
