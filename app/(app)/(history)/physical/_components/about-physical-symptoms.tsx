import { Sources } from '@/components/content/sources';

const SOURCES = [
  { title: 'NHS: Breast cancer in women – symptoms', url: 'https://www.nhs.uk/conditions/breast-cancer/symptoms/' },
  {
    title: 'NHS: When to use 111',
    url: 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-use-111/',
  },
];

/** When to see a GP about what she records here; the diary never says what a symptom means. */
export function AboutPhysicalSymptoms() {
  return (
    <>
      <section aria-labelledby="gp-heading" className="mt-10 max-w-2xl">
        <h2 id="gp-heading" className="text-2xl font-bold">
          When to see your GP
        </h2>
        <p className="mt-3">
          This diary is a record for you and your GP. It cannot tell you what is causing a symptom, and a pattern in it
          is not a diagnosis.
        </p>
        <p className="mt-3">
          See your GP about a symptom that is new, does not go away, keeps coming back or worries you, and take your
          entries with you. If you need help sooner, call NHS 111. In an emergency, call 999.
        </p>
        <p className="mt-3 font-semibold">
          Any change in your breasts needs a visit to your GP, whatever your age or stage of life, and even if you have
          checked recently.
        </p>
      </section>
      <Sources sources={SOURCES} />
    </>
  );
}
