import { ActionLinks } from '@/components/content/action-links';
import { MarkdownPage } from '@/components/content/markdown-page';
import { SeeYourGp } from '@/components/content/see-your-gp';
import { BmiCalculator } from '@/components/risk/bmi-calculator';
import { pageMetadata } from '@/lib/site/metadata';
import { publicPage } from '@/lib/site/public-pages';

const page = publicPage('/wellbeing');

export const metadata = pageMetadata(page);

export default function Page() {
  return (
    <MarkdownPage page={page} content="wellbeing">
      {/* Works in the browser alone: nothing is sent or stored, so the page stays static. */}
      <section aria-labelledby="bmi-heading" className="mt-10 max-w-3xl">
        <h2 id="bmi-heading" className="text-2xl font-bold">
          Work out your body mass index (BMI)
        </h2>
        <p className="mt-2">
          Being overweight after the menopause raises the risk of breast cancer. BMI is one way to check your weight.
        </p>
        <div className="mt-4">
          <BmiCalculator />
        </div>
      </section>
      <SeeYourGp className="mt-10" />
      <ActionLinks className="mt-10" primary={{ href: '/knowledge', label: 'Browse the knowledge library' }} />
    </MarkdownPage>
  );
}
