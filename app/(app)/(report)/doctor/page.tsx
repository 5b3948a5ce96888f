import { PageIntro } from '@/components/ui/page-intro';
import { requireUser } from '@/lib/auth/session';
import { protectedMetadata } from '@/lib/site/protected-metadata';
import { protectedPage } from '@/lib/site/protected-pages';
import { DoctorGuide } from './_components/doctor-guide';

export const metadata = protectedMetadata('/doctor');

const page = protectedPage('/doctor');

export default async function DoctorPage() {
  await requireUser(page.path);
  return (
    <>
      <PageIntro heading={page.title} purpose={page.purpose} />
      <DoctorGuide />
    </>
  );
}
