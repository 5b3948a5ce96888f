/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormState } from '@/lib/forms/form-state';
import type { VoidField } from '@/lib/forms/admin';
import { voidCodeAction } from '../actions';
import { VoidCodes } from './void-codes';

jest.mock('../actions', () => ({ voidCodeAction: jest.fn() }));

const action = jest.mocked(voidCodeAction);
const CODES = [
  { id: 'id-1', code: 'ZEN-0001' },
  { id: 'id-2', code: 'ZEN-0002' },
  { id: 'id-3', code: 'ZEN-0003' },
];

test('every code voided on the page stays marked void, not only the last one', async () => {
  action.mockImplementation(async (previous, form): Promise<FormState<VoidField>> => {
    const codeId = String(form.get('codeId'));
    return {
      status: 'saved',
      message: `Code ${codeId} is void`,
      errors: {},
      values: { codeId },
      version: previous.version + 1,
    };
  });
  render(<VoidCodes codes={CODES} more={false} />);
  await userEvent.click(screen.getByRole('button', { name: 'Void code ZEN-0001' }));
  await screen.findByText('Code id-1 is void');
  await userEvent.click(screen.getByRole('button', { name: 'Void code ZEN-0002' }));
  await screen.findByText('Code id-2 is void');

  await waitFor(() => expect(screen.getAllByText('Void', { selector: 'span' })).toHaveLength(2));
  expect(screen.queryByRole('button', { name: 'Void code ZEN-0001' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Void code ZEN-0002' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Void code ZEN-0003' })).toBeInTheDocument();
});
