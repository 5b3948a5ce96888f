/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormState } from '@/lib/forms/form-state';
import type { ImportField } from '@/lib/forms/admin';
import { importCodesAction } from '../actions';
import { ImportCodesForm } from './import-codes-form';

jest.mock('../actions', () => ({ importCodesAction: jest.fn() }));

const action = jest.mocked(importCodesAction);
const OFFERS = [
  { value: 'zen-autumn', label: 'Autumn stays (zenhotels)' },
  { value: 'zen-winter', label: 'Winter stays (zenhotels)' },
];
const CSV = 'code\nZEN-ONLY-ONE';

jest.setTimeout(20_000); // typing is slow on a shared two-core machine

test('a clean check is for its offer: choosing another offer asks for a new check, not an import', async () => {
  action.mockImplementation(async (previous, form): Promise<FormState<ImportField>> => {
    const offerId = String(form.get('offerId'));
    const report = { offerId, rows: 1, newCodes: 1, alreadyImported: 0, errors: [], committed: false, stock: 0 };
    return {
      status: 'saved',
      message: 'Preview: 1 new codes',
      errors: {},
      values: { offerId, report: JSON.stringify(report), csv: String(form.get('csv')) },
      version: previous.version + 1,
    };
  });
  render(<ImportCodesForm offers={OFFERS} />);
  await userEvent.selectOptions(screen.getByLabelText('Offer'), 'zen-autumn');
  const file = new File([CSV], 'codes.csv', { type: 'text/csv' });
  // jsdom's File has no text(); the browser's does.
  Object.defineProperty(file, 'text', { value: async () => CSV });
  await userEvent.upload(screen.getByLabelText('CSV file of codes'), file);
  await waitFor(() => expect(document.querySelector('input[name="csv"]')).toHaveValue(CSV));
  await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
  expect(await screen.findByRole('button', { name: 'Import 1 codes' })).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Offer'), 'zen-winter');
  expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
  const sent = action.mock.calls[1]?.[1] as FormData;
  expect(sent.get('offerId')).toBe('zen-winter');
  expect(sent.get('commit')).toBe('preview');
  expect(await screen.findByRole('button', { name: 'Import 1 codes' })).toBeInTheDocument();
});
