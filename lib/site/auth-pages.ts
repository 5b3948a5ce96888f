import type { PublicPage } from './public-pages';

/** The sign-in screens of spec section 2. They are public, so they are listed (and indexed) like other pages. */
export const authPages: readonly Omit<PublicPage, 'footerGroup'>[] = [
  {
    path: '/signin',
    title: 'Sign in',
    description: 'Sign in to your diary, risk profile and member offers.',
    heading: 'Sign in',
    purpose: 'Welcome back: sign in to your diary, profile and offers.',
  },
  {
    path: '/signup',
    title: 'Join free',
    description: 'Create a free account for the guided self-check, the digital diary and member offers.',
    heading: 'Join free',
    purpose: 'A free account for the guided check, your diary and member offers.',
  },
  {
    path: '/confirm-email',
    title: 'Confirm your email',
    description: 'Enter the code we emailed you to confirm your new account.',
    heading: 'Confirm your email',
    purpose: 'Enter the six-digit code we emailed you to finish creating your account.',
  },
  {
    path: '/forgot-password',
    title: 'Forgotten your password?',
    description: 'Reset your password with a code sent to your email.',
    heading: 'Forgotten your password?',
    purpose: 'We will email you a code so you can choose a new password.',
  },
  {
    path: '/update-password',
    title: 'Change your password',
    description: 'Change your password, or set a new one with a reset code.',
    heading: 'Change your password',
    purpose: 'Choose a new password for your account.',
  },
];

export function authPage(path: string) {
  const page = authPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No sign-in page is registered for ${path}`);
  return page;
}
