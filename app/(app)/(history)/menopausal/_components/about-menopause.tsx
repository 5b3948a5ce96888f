import Link from 'next/link';
import { Sources } from '@/components/content/sources';

const SOURCES = [
  { title: 'NHS: Menopause', url: 'https://www.nhs.uk/conditions/menopause/' },
  { title: 'NHS: Menopause – symptoms', url: 'https://www.nhs.uk/conditions/menopause/symptoms/' },
  {
    title: 'NHS: How should I check my breasts?',
    url: 'https://www.nhs.uk/common-health-questions/womens-health/how-should-i-check-my-breasts/',
  },
  { title: 'NHS: Breast cancer in women – symptoms', url: 'https://www.nhs.uk/conditions/breast-cancer/symptoms/' },
];

/** What the menopause symptoms are, how they sit beside her checks, and when to see a GP. */
export function AboutMenopause() {
  return (
    <>
      <section aria-labelledby="menopause-heading" className="mt-10 max-w-2xl">
        <h2 id="menopause-heading" className="text-2xl font-bold">
          About menopause symptoms
        </h2>
        <p className="mt-3">
          The menopause is when your periods stop because of lower hormone levels. It usually happens between the ages
          of 45 and 55. Symptoms can start months or years before your periods stop (the perimenopause) and can carry on
          afterwards. The list above shows the common symptoms the NHS describes; you may have some, all or none of
          them.
        </p>
        <p className="mt-3">
          See your GP if menopause symptoms are troubling you, or if you have symptoms before the age of 45. There are
          treatments that can help. Our <Link href="/lifestyle">lifestyle guide</Link> explains what HRT means for
          breast cancer risk.
        </p>
      </section>
      <section aria-labelledby="checks-heading" className="mt-10 max-w-2xl">
        <h2 id="checks-heading" className="text-2xl font-bold">
          Menopause and your breast checks
        </h2>
        <p className="mt-3">
          The chart above shades the periods you recorded and marks your self-checks, so you can see your symptoms
          beside your cycle as it changes. Breasts usually feel softer and less lumpy after the menopause. If your
          periods have stopped or come irregularly, pick a fixed date each month for your check.
        </p>
        <p className="mt-3 font-semibold">
          Any change in your breasts needs a visit to your GP, whatever your age or stage of the menopause.
        </p>
      </section>
      <Sources sources={SOURCES} />
    </>
  );
}
