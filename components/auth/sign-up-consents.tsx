import Link from 'next/link';
import { CheckboxField } from '@/components/forms/checkbox-field';
import type { FieldBinding } from '@/components/forms/use-form-action';
import { usePrizeDrawOpen } from '@/components/prize-draw/use-prize-draw-open';
import type { PrizeDrawCloseForBrowser } from '@/lib/prize-draw/closing';

/**
 * Two separate, unticked consents (UK GDPR Art. 7 and 9): the terms and privacy notice, and explicit consent to
 * process health information. Neither is bundled with the other or with the prize draw notice, which is shown
 * only while the draw is open: after the close, joining enters nothing.
 */
export function SignUpConsents({
  field,
  prizeDraw,
}: {
  field(name: 'termsConsent' | 'healthConsent'): FieldBinding;
  prizeDraw: PrizeDrawCloseForBrowser;
}) {
  const drawOpen = usePrizeDrawOpen(prizeDraw);
  return (
    <fieldset className="mb-6 border-0 p-0">
      <legend className="mb-3 text-lg font-semibold text-ink">Your agreement</legend>
      <CheckboxField
        {...field('termsConsent')}
        label={
          <>
            I agree to the{' '}
            <Link href="/terms" className="text-ink">
              terms of use
            </Link>{' '}
            and have read the{' '}
            <Link href="/privacy" className="text-ink">
              privacy notice
            </Link>
            .
          </>
        }
      />
      <CheckboxField
        {...field('healthConsent')}
        label="I agree to Venus using the health information I record (my diary, symptoms and risk answers) to provide the service."
        hint="This is your explicit consent under UK GDPR Article 9. You can withdraw it at any time in your settings; we then stop using your health information, and what you recorded is kept, unused, until you delete it or give consent again."
      />
      {drawOpen ? (
        <div className="rounded-lg bg-surface-raised p-4 text-ink">
          <p className="font-semibold">Free prize draw</p>
          <p className="mt-1 text-sm">
            Joining free enters your email address in our festive hamper draw, worth £160. No purchase needed; see the{' '}
            <Link href="/terms" className="text-ink">
              prize-draw terms
            </Link>
            . Rather not join? <Link href="/prize-draw">Enter the draw without an account</Link>.
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
