/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { HealthConsent } from '@/lib/auth/health-consent';

// Server-only readers and the forms' server actions: what the page is told, not how it is read.
let consent: HealthConsent = 'given';
jest.mock('@/lib/auth/health-consent', () => ({ loadConsents: async () => [] }));
jest.mock('@/lib/data/health-consent', () => ({ healthConsentOf: async () => consent }));
jest.mock('./consents-list', () => ({ ConsentsList: () => null }));
jest.mock('./delete-account-form', () => ({ DeleteAccountForm: () => null }));
jest.mock('./delete-health-data-form', () => ({ DeleteHealthDataForm: () => <p>Delete health data form</p> }));
jest.mock('./health-consent-form', () => ({
  HealthConsentForm: ({ given }: { given: boolean }) => <button>{given ? 'Withdraw' : 'Give'}</button>,
}));
jest.mock('@/components/auth/session-download-link', () => ({ SessionDownloadLink: () => null }));
jest.mock('@/components/ui/data-unavailable', () => ({
  DataUnavailable: ({ reason }: { reason: string }) => <p>Data unavailable: {reason}</p>,
}));

const { PrivacySections } = require('./privacy-sections') as typeof import('./privacy-sections');
const session = {
  sub: 'user-1',
  email: 'ada@example.com',
  accessToken: 'token',
  idToken: 'id',
  groups: [],
  isAdmin: false,
};

async function show(now: HealthConsent) {
  consent = now;
  render(await PrivacySections({ session }));
}

test('Withdraw is offered only while her consent is known to be given', async () => {
  await show('given');
  expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  expect(screen.queryByText('Delete health data form')).toBeNull();
});

test('once withdrawn she can give it again and delete her health data', async () => {
  await show('withdrawn');
  expect(screen.getByRole('button', { name: 'Give' })).toBeInTheDocument();
  expect(screen.getByText('Delete health data form')).toBeInTheDocument();
});

test('when her consent cannot be checked she is asked to try again, with no choice to send', async () => {
  await show('unknown');
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText(/couldn’t check your consent.*try again in a moment/)).toBeInTheDocument();
});

test('after a sign-out elsewhere she is asked to sign in again, with no choice to send', async () => {
  await show('signed-out');
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText('Data unavailable: unauthorised')).toBeInTheDocument();
});
