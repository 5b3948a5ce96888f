import { EditEntryPage, editEntryMetadata } from '../../_components/edit-entry-page';

export const metadata = editEntryMetadata('menopause');

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return <EditEntryPage kind="menopause" params={params} />;
}
