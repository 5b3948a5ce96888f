/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAuthSession } from 'aws-amplify/auth';
import { SessionDownloadButton, SessionDownloadLink } from './session-download-link';
import { sessionExpiringIn } from '@/lib/auth/client/testing/amplify-session';

jest.mock('aws-amplify', () => ({ Amplify: { getConfig: () => ({ Auth: { Cognito: { userPoolId: 'pool' } } }) } }));
jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn() }));
const mockedFetchAuthSession = jest.mocked(fetchAuthSession);

/** The browser's own download: the link's default action, which jsdom cannot perform. */
let downloads: HTMLAnchorElement[] = [];
function recordDownloads(event: MouseEvent) {
  if (!event.defaultPrevented && event.target instanceof HTMLAnchorElement) downloads.push(event.target);
  event.preventDefault();
}

beforeEach(() => {
  downloads = [];
  window.history.replaceState(null, '', '/settings');
  mockedFetchAuthSession.mockReset();
  // Bubbling listeners run after React's: this sees whether the link's handler let the download happen.
  window.addEventListener('click', recordDownloads);
});
afterEach(() => window.removeEventListener('click', recordDownloads));

const renderLink = () =>
  render(<SessionDownloadLink href="/settings/my-data">Download my data (zip)</SessionDownloadLink>);

test('a session about to expire is renewed first, then the file downloads', async () => {
  mockedFetchAuthSession.mockResolvedValueOnce(sessionExpiringIn(1)).mockResolvedValueOnce(sessionExpiringIn(60));
  renderLink();
  await userEvent.click(screen.getByRole('link', { name: 'Download my data (zip)' }));
  expect(mockedFetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  expect(downloads.map((link) => link.getAttribute('href'))).toEqual(['/settings/my-data']);
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
});

test('a session that has ended downloads nothing (not the home page) and says to sign in again', async () => {
  mockedFetchAuthSession.mockResolvedValueOnce(sessionExpiringIn(-5)).mockResolvedValueOnce({} as never);
  renderLink();
  const link = screen.getByRole('link', { name: 'Download my data (zip)' });
  await userEvent.click(link);
  expect(downloads).toEqual([]);
  expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended, so nothing was downloaded.');
  expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/signin?next=%2Fsettings');
  expect(link).toHaveAccessibleDescription(/Your session has ended/);
});

/** The report's downloads: buttons that send the period form to the file's own address. */
let submits: { action: string; range: string }[] = [];
function recordSubmits(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  const submitter = event.submitter as HTMLButtonElement;
  submits.push({ action: submitter.getAttribute('formaction') ?? '', range: String(new FormData(form).get('range')) });
  event.preventDefault();
}
beforeEach(() => {
  submits = [];
  window.addEventListener('submit', recordSubmits);
});
afterEach(() => window.removeEventListener('submit', recordSubmits));

function renderReportDownloads() {
  window.history.replaceState(null, '', '/report');
  render(
    <>
      <form id="report-options" method="get">
        <input name="range" defaultValue="3-months" aria-label="Period" />
      </form>
      <SessionDownloadButton form="report-options" formAction="/report/pdf">
        Download PDF
      </SessionDownloadButton>
    </>,
  );
}

test('a download button renews a session about to expire first, then sends its form to the file', async () => {
  mockedFetchAuthSession.mockResolvedValueOnce(sessionExpiringIn(1)).mockResolvedValueOnce(sessionExpiringIn(60));
  renderReportDownloads();
  await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  expect(mockedFetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  expect(submits).toEqual([{ action: '/report/pdf', range: '3-months' }]);
});

test('a download button whose session has ended sends nothing and says to sign in again', async () => {
  mockedFetchAuthSession.mockResolvedValueOnce(sessionExpiringIn(-5)).mockResolvedValueOnce({} as never);
  renderReportDownloads();
  const button = screen.getByRole('button', { name: 'Download PDF' });
  await userEvent.click(button);
  expect(submits).toEqual([]);
  expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended, so nothing was downloaded.');
  expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/signin?next=%2Freport');
  expect(button).toHaveAccessibleDescription(/Your session has ended/);
});
