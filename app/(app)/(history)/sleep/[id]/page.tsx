import { EditEntryPage, editEntryMetadata } from '../../_components/edit-entry-page';

export const metadata = editEntryMetadata('sleep');

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return <EditEntryPage kind="sleep" params={params} />;
}
