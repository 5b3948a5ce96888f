'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { formAction, NotDone } from '@/lib/actions/form-action';
import { PRIZE_DRAW_NOT_CLOSED_MESSAGE } from '@/lib/prize-draw/closing';
import {
  createOffer,
  importCodes,
  runPrizeDraw,
  updateOffer,
  voidCode,
  type AdminOffer,
  type ImportReport,
  type PrizeDraw,
} from '@/lib/data/admin';
import {
  CSV_MAX_CHARS,
  DRAW_ANSWERED_AT_FIELD,
  OFFER_LIMITS,
  drawSchema,
  importSchema,
  offerSchema,
  offerUpdateSchema,
  voidSchema,
  type DrawField,
  type ImportField,
  type OfferField,
  type VoidField,
} from '@/lib/forms/admin';
import type { FormState } from '@/lib/forms/form-state';
import { newRecordId, RECORD_ID_FIELD } from '@/lib/forms/record';
import { isOfferSent, offerAlreadyCreatedMessage, offerCreatedPath, offerFormValues } from './offer-form-values';
import { winnerContactInstruction } from './winner-contact';

/** Every action here is admin-only: the wrapper calls requireAdmin() (a 404 for anyone else), and so does the API. */

const create = formAction<typeof offerSchema, OfferField, AdminOffer>({
  path: '/admin/offers/new',
  access: 'admin',
  schema: offerSchema,
  record: 'create',
  operation: 'CreateOffer',
  fieldLimits: { terms: OFFER_LIMITS.terms },
  run: async (values, { recordId }) => {
    const offer = await createOffer({ id: recordId!, ...values });
    // A used record id answers with the offer it made first (Back to a kept create page): not hers, so not
    // "created". Her input stays, with a fresh id, so pressing Create again adds it, and she is told which.
    if (!isOfferSent(offer, values))
      throw new NotDone(offerAlreadyCreatedMessage(offer), { [RECORD_ID_FIELD]: newRecordId() });
    return offer;
  },
  // To the offer's own edit screen, which says it was created: a create form left showing the new offer's values
  // (with a fresh record id) would make a second offer from a corrected typo. A double press sends the same record
  // id twice, so both calls find the one offer and come to the same screen.
  saved: (offer) => {
    // Drops the router's copy of the create page with this form's used id, so Back renders a fresh one.
    revalidatePath('/admin/offers/new');
    return redirect(offerCreatedPath(offer.id));
  },
});
export async function createOfferAction(
  previous: FormState<OfferField>,
  form: FormData,
): Promise<FormState<OfferField>> {
  return create(previous, form);
}

const update = formAction<typeof offerUpdateSchema, OfferField, AdminOffer>({
  path: '/admin',
  access: 'admin',
  schema: offerUpdateSchema,
  record: 'update',
  operation: 'UpdateOffer',
  fieldLimits: { terms: OFFER_LIMITS.terms },
  run: (values, { revision }) => updateOffer({ ...values, revision: revision! }),
  saved: (offer) => ({ message: `Offer “${offer.title}” saved.`, values: offerFormValues(offer) }),
  failures: {
    conflict:
      'Someone else changed this offer after you opened it. Reload the page to see their changes, then make yours again.',
  },
});
export async function updateOfferAction(
  previous: FormState<OfferField>,
  form: FormData,
): Promise<FormState<OfferField>> {
  return update(previous, form);
}

const importer = formAction<typeof importSchema, ImportField, { report: ImportReport; csv: string }>({
  path: '/admin/import',
  access: 'admin',
  schema: importSchema,
  operation: 'ImportCodes',
  fieldLimits: { csv: CSV_MAX_CHARS },
  failures: {
    // The import may have stopped part-way, or gone on after the wait ended; checking the file again is safe.
    unavailable:
      'The import did not answer in time and may have been partly saved. Check the file again to see what is left to import.',
  },
  run: async (values) => ({
    report: await importCodes(values.offerId, values.csv, values.commit === 'commit'),
    csv: values.csv,
  }),
  // After a clean preview the file's text stays in the form, so "Import" sends exactly what was previewed.
  saved: ({ report, csv }) => ({
    message: report.committed
      ? `Imported ${report.newCodes} new codes (${report.alreadyImported} were already there). Stock is now ${report.stock}.${
          report.errors.length > 0
            ? ` ${report.errors.length} codes were not imported, as another import took them meanwhile: see the rows below.`
            : ''
        }`
      : report.errors.length > 0
        ? `Nothing was imported: ${report.errors.length} rows need correcting.`
        : `Preview: ${report.newCodes} new codes, ${report.alreadyImported} already imported. Nothing is saved until you import them.`,
    values: { offerId: report.offerId, report: JSON.stringify(report), ...(report.committed ? {} : { csv }) },
  }),
});
export async function importCodesAction(
  previous: FormState<ImportField>,
  form: FormData,
): Promise<FormState<ImportField>> {
  return importer(previous, form);
}

const voider = formAction<typeof voidSchema, VoidField, { code: string } | null>({
  path: '/admin',
  access: 'admin',
  schema: voidSchema,
  operation: 'VoidCode',
  run: (values) => voidCode(values.codeId),
  saved: (code) => ({
    message: code ? `Code ${code.code} is void: nobody can claim it now.` : 'This code is already void.',
  }),
});
export async function voidCodeAction(previous: FormState<VoidField>, form: FormData): Promise<FormState<VoidField>> {
  return voider(previous, form);
}

const draw = formAction<typeof drawSchema, DrawField, PrizeDraw>({
  path: '/admin/prize-draw',
  access: 'admin',
  schema: drawSchema,
  operation: 'RunPrizeDraw',
  run: (values) => runPrizeDraw(values.drawId),
  saved: (result) => {
    // A re-run answers with the draw made days or weeks ago: the record shown with the message is judged as at
    // this answer (DRAW_ANSWERED_AT_FIELD), not as at the draw, or a missing email would always seem her request.
    const now = new Date();
    return {
      // Nothing emails the winner: the message says what has really been done and what rule 8 leaves to the admin.
      message: result.entriesSettled
        ? `Draw ${result.id} is done. ${winnerContactInstruction(result, now)}`
        : `Draw ${result.id} is drawn, but not every entry has its deletion date yet. Run draw ${result.id} again to finish: the winner stays the same. ${winnerContactInstruction(result, now)}`,
      values: {
        drawn: JSON.stringify(result),
        [DRAW_ANSWERED_AT_FIELD]: now.toISOString(),
        ...(result.entriesSettled ? {} : { drawId: result.id }),
      },
    };
  },
  failures: {
    // Both of the API's refusals: a name already drawn, or a winner withdrawn or refused while the draw ran.
    conflict:
      'No draw was made now: either a draw under this name has already been run (a draw is never run twice), or the entry it chose was withdrawn while it ran. Choose a new name for a new draw.',
    early: PRIZE_DRAW_NOT_CLOSED_MESSAGE,
    unavailable:
      'The draw did not answer in time. Reload this page: if the draw is listed under Past draws it was made, and its record says whether to run it again to finish; if it is not listed, run it again.',
  },
});
export async function runPrizeDrawAction(
  previous: FormState<DrawField>,
  form: FormData,
): Promise<FormState<DrawField>> {
  return draw(previous, form);
}
