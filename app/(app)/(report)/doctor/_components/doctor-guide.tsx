import Link from 'next/link';

const link = 'text-ink underline decoration-pink decoration-2';

/** Facts as published by the sources below; written 23 November 2026, to be checked again by May 2027. */
export const DOCTOR_SOURCES = [
  {
    title: 'NHS: Breast cancer in women – symptoms',
    url: 'https://www.nhs.uk/conditions/breast-cancer-in-women/symptoms/',
  },
  {
    title: 'NHS: Breast cancer in women – diagnosis (tests at a breast clinic)',
    url: 'https://www.nhs.uk/conditions/breast-cancer-in-women/diagnosis/',
  },
  {
    title: 'NICE NG12: Suspected cancer – recognition and referral (breast, section 1.4)',
    url: 'https://www.nice.org.uk/guidance/ng12',
  },
  {
    title: 'NHS England: Faster Diagnosis Standard (28 days from urgent referral)',
    url: 'https://www.england.nhs.uk/cancer/faster-diagnosis/',
  },
  {
    title: 'Breast Cancer Now: What happens at a breast clinic',
    url: 'https://breastcancernow.org/about-breast-cancer/breast-lumps-and-benign-breast-conditions/what-happens-at-a-breast-clinic-appointment/',
  },
] as const;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-10 max-w-3xl">
      <h2 id={id} className="mb-3 text-2xl font-bold">
        {title}
      </h2>
      <div className="space-y-3">{children}</div>
    </section>
  );
}

export function DoctorGuide() {
  return (
    <>
      <Section id="gp-heading" title="At the GP appointment">
        <p>
          If you notice a change in a breast or armpit, book an appointment with your GP practice and say it is about a
          breast change. You will not be wasting their time: most changes are not cancer, and the GP is the way to find
          out.
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>The GP (or a practice nurse) asks what you noticed, when, and whether it has changed since.</li>
          <li>
            They usually examine both breasts and armpits. You can ask for a chaperone, and for a woman doctor if you
            prefer.
          </li>
          <li>
            They may reassure you and ask you to come back after your next period, or refer you to a breast clinic.
          </li>
        </ul>
      </Section>
      <Section id="clinic-heading" title="If you are referred to a breast clinic">
        <p>
          Your GP can refer you urgently to a breast clinic: NICE NG12 asks GPs to do this for women aged 30 and over
          with an unexplained breast lump. In England, the aim is that you are told whether or not you have cancer
          within 28 days of an urgent referral (the Faster Diagnosis Standard). Scotland, Wales and Northern Ireland
          have similar urgent pathways.
        </p>
        <p>Being referred does not mean you have cancer. Most women seen at a breast clinic do not.</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            The clinic does a “triple assessment”: a specialist examines you; you have a mammogram, an ultrasound scan
            or both; and, if needed, a biopsy (a small sample taken with a needle).
          </li>
          <li>Many clinics do the tests on the same day. Allow a few hours, and bring someone with you if you like.</li>
          <li>Biopsy results usually take about a week or two.</li>
        </ul>
      </Section>
      <Section id="say-heading" title="What to say">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            What you noticed, which breast and where, in words (for example “the upper outer part of my left breast,
            towards the armpit, about 3 cm from the nipple”). Doctors give clock positions as they face you, the mirror
            image of your map in the check, so words are clearer than an hour from your map; your report gives the hours
            their way.
          </li>
          <li>When you first noticed it, and whether it has stayed, grown or changed through your cycle.</li>
          <li>Anything else: nipple discharge, skin changes, pain that does not go away, a lump in the armpit.</li>
          <li>Breast or ovarian cancer in your family, and any medicines such as hormone treatment or the pill.</li>
          <li>What worries you, and what you want to ask.</li>
        </ul>
      </Section>
      <Section id="bring-heading" title="What to bring">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Your{' '}
            <Link href="/report" className={link}>
              report for your GP
            </Link>
            : print it or download the PDF. It lists each change with the date you first noticed it, where it is and how
            it has lasted.
          </li>
          <li>A list of your medicines, and the date your last period started.</li>
          <li>Your questions, written down, and someone to come with you if you would like.</li>
        </ul>
        <p>If a change gets worse quickly, or you feel unwell, call NHS 111 or your GP practice the same day.</p>
      </Section>
      <section aria-labelledby="sources-heading" className="max-w-3xl text-sm">
        <h2 id="sources-heading" className="mb-2 text-lg font-bold">
          Sources
        </h2>
        <p className="mb-2 text-ink-muted">
          Written 23 November 2026 from the guidance of these sources; to be checked against them again by May 2027.
        </p>
        <ul className="list-disc space-y-1 pl-6">
          {DOCTOR_SOURCES.map((source) => (
            <li key={source.url}>
              <a href={source.url} className={link}>
                {source.title}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
