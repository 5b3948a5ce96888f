import Link from 'next/link';
import { ActionLinks } from '@/components/content/action-links';
import { Logo } from '@/components/layout/logo';
import { partnerKindLabels, signupHref, type Partner } from '@/lib/content/partners';
import { PartnerOffer } from './partner-offer';

export type LandingKind = 'promotion' | 'platform';

export function landingTitle(partner: Partner, kind: LandingKind): string {
  return kind === 'promotion'
    ? `${partner.name}: join Venus Breast Check free`
    : `${partner.name} and Venus Breast Check`;
}

export function landingDescription(partner: Partner, kind: LandingKind): string {
  return kind === 'promotion'
    ? `For people who reached us through ${partner.name}: a free account for regular breast self-checks, a private diary and member offers.`
    : `How Venus Breast Check works for people who reached us through ${partner.name}: a guided self-check, a diary and a record for your GP.`;
}

const steps = [
  ['Join free', 'Create an account with your email address. There is nothing to pay.'],
  ['Check once a month', 'A guided routine takes a few minutes: look, feel, size, shape and appearance.'],
  [
    'Keep a short record',
    'Note what you noticed in each breast, and rate your stress, sleep, mood and energy when you like, so you can show your GP if anything changes.',
  ],
] as const;

/** A partner's landing page: no site menu or footer, one clear way to join and one way back to the site. */
export function PartnerLanding({ partner, kind }: { partner: Partner; kind: LandingKind }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10 focus:outline-none">
      <Logo />
      <p className="mt-8 text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {partnerKindLabels[partner.kind]} · {partner.name}
      </p>
      <h1 className="mt-2 text-4xl font-bold sm:text-5xl">
        {kind === 'promotion' ? `Welcome from ${partner.name}` : `${partner.name} and Venus Breast Check`}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{partner.description}</p>
      <p className="mt-4 text-lg">
        Venus Breast Check helps women in the UK check their breasts regularly and keep a simple diary of what they
        notice. It supports self-checking; it does not diagnose. If you notice a change, see your GP.
      </p>
      {kind === 'promotion' ? <PartnerOffer partner={partner} /> : <HowItWorks />}
      <ActionLinks
        className="mt-8"
        primary={{ href: signupHref(partner.slug), label: 'Join free' }}
        secondary={[{ href: '/', label: 'Visit the main site' }]}
      />
      {kind === 'promotion' ? <HowItWorks /> : <PartnerOffer partner={partner} />}
      <nav aria-label="Small print" className="mt-12 border-t border-line/40 pt-4 text-sm">
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {[
            ['/check', 'How to check'],
            ['/privacy', 'Privacy notice'],
            ['/terms', 'Terms of use'],
            ['/cookie', 'Cookies'],
          ].map(([href, label]) => (
            <li key={href}>
              <Link href={href!} className="inline-block py-1 text-ink">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="mt-8">
      <h2 id="how-heading" className="text-2xl font-bold">
        How it works
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map(([title, text], index) => (
          <li key={title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-pink font-bold text-on-pink"
            >
              {index + 1}
            </span>
            <p>
              <strong className="block font-semibold">{title}</strong>
              <span className="text-ink-muted">{text}</span>
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-ink-muted">
        Your diary is private. We do not sell your data or use advertising trackers, and you can export or delete
        everything from your account settings.
      </p>
    </section>
  );
}
