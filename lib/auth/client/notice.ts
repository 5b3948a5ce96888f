/**
 * A one-time message that survives the full-page navigation after sign-out (which must reload so server
 * components render signed out). Read and removed by the page she lands on.
 */
const KEY = 'venus.authNotice';

export type AuthNotice = 'signedOutThisDeviceOnly';

export const noticeText: Record<AuthNotice, string> = {
  signedOutThisDeviceOnly:
    "You're signed out on this device. We couldn't reach the sign-in service to sign you out on your other devices; sign in and out again when you're back online to do that.",
};

export function leaveNotice(notice: AuthNotice): void {
  try {
    window.sessionStorage.setItem(KEY, notice);
  } catch {
    // storage disabled: the notice is lost, the sign-out is not
  }
}

export function takeNotice(): AuthNotice | null {
  try {
    const value = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return value && value in noticeText ? (value as AuthNotice) : null;
  } catch {
    return null;
  }
}
