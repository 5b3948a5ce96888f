import { z } from 'zod';
import { clearable, email, intRange, numberRange, phone, recordId, text } from './common';
import { CODE_STATUSES } from './enums';

/** Offer ids appear in keys, so they are restricted to characters that cannot break a key. */
export const offerSource = z
  .string({ error: 'must be an offer id' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, - or _' });

const codeStatus = z.enum(CODE_STATUSES, { error: `must be one of ${CODE_STATUSES.join(', ')}` });
const pence = clearable(intRange(0, 100_000_000));

const orderFields = {
  checkoutId: clearable(text(200)),
  checkoutToken: clearable(text(200)),
  confirmationNumber: clearable(text(100)),
  email: clearable(email),
  phone: clearable(phone),
  discountCode: clearable(text(100)),
  currency: clearable(z.string().regex(/^[A-Z]{3}$/, { error: 'must be an ISO 4217 code like GBP' })),
  locale: clearable(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { error: 'must be a locale like en-GB' })),
  productName: clearable(text(200)),
  productType: clearable(text(100)),
  price: pence,
  discount: pence,
  subTotal: pence,
  total: pence,
  fulfillment: clearable(text(50)),
  emailVerified: z.boolean().optional(),
  subscription: z.boolean().optional(),
  orderNumber: clearable(text(100)),
  firstName: clearable(text(100)),
  lastName: clearable(text(100)),
  addressOne: clearable(text(200)),
  addressTwo: clearable(text(200)),
  city: clearable(text(100)),
  postCode: clearable(text(16)),
  country: clearable(z.string().regex(/^[A-Z]{2}$/, { error: 'must be an ISO 3166 code like GB' })),
  latitude: clearable(numberRange(-90, 90)),
  longitude: clearable(numberRange(-180, 180)),
};

const voucherCode = z
  .string({ error: 'must be a code' })
  .regex(/^[A-Za-z0-9_-]{4,64}$/, { error: 'must be 4 to 64 letters, digits, - or _' });

export const createCodeArgs = z.object({
  input: z.strictObject({
    id: recordId,
    source: offerSource,
    code: voucherCode,
    status: codeStatus
      .refine((status) => status !== 'CLAIMED', { error: 'cannot be CLAIMED: codes are claimed through claimCode' })
      .optional(),
    ...orderFields,
  }),
});

export const updateCodeArgs = z.object({
  input: z.strictObject({
    id: recordId,
    code: voucherCode.optional(),
    status: codeStatus
      .refine((status) => status !== 'CLAIMED', { error: 'cannot be CLAIMED: codes are claimed through claimCode' })
      .optional(),
    ...orderFields,
  }),
});

export const claimCodeArgs = z.object({ source: offerSource });
