/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import AccountDeletedPage from './page';

jest.mock('./forget-session', () => ({ ForgetSession: () => null }));

const privacyNotice = readFileSync(join(process.cwd(), 'content/pages/privacy.md'), 'utf8');

test('the page claims no more erasure than the privacy notice promises: backups and security logs go later', () => {
  render(<AccountDeletedPage />);
  const page = document.body.textContent ?? '';
  expect(page).not.toMatch(/everything we held|erased|gone for good/i);
  expect(page).toMatch(/live systems/);

  // Each period the page names is the privacy notice's own.
  expect(page).toContain('backups are deleted within 35 days');
  expect(privacyNotice).toMatch(/including backups, within 35 days/);
  expect(page).toContain('kept for up to one year');
  expect(privacyNotice).toContain('**Security logs** are kept for up to one year');
  expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
});
