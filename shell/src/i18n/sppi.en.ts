import type { SppiTexts } from './sppi.ru';

/** Texts of the SPPI sign-in (user menu and /sppi-redirect/), English. */
export const sppiEn: SppiTexts = {
  menu: {
    signIn: 'Sign in to SPPI',
    signOut: 'Sign out of SPPI',
    signedInAs: 'Signed in to SPPI as {{login}}',
    signOutFailed: 'Could not sign out of SPPI. Please try again.',
    signedOut: 'You signed out of SPPI.',
  },
  redirect: {
    title: 'Sign-in to SPPI',
    working: 'Completing the sign-in to SPPI…',
    waitingForPortal: 'Checking your portal session…',
    failedTitle: 'SPPI sign-in not completed',
    signInFirstTitle: 'Portal sign-in needed',
    refused: 'The SPPI sign-in was not confirmed: the link is stale or forged. Please sign in again.',
    noCode: 'SPPI sent no sign-in code, or it has expired. Please sign in again.',
    cancelled: 'The SPPI sign-in was cancelled.',
    signInFirst: 'To complete the SPPI sign-in, sign in to the portal, then choose “Sign in to SPPI” in the user menu again.',
    portalSignIn: 'Sign in to the portal',
    codeRejected: 'SPPI did not accept the sign-in code: it is wrong, already used or expired. Please sign in again.',
    unavailable: 'SPPI is unavailable right now. Please try again later.',
    notForAuthorities: 'SPPI sign-in is not offered to authority staff.',
    failed: 'Could not complete the SPPI sign-in: {{message}}',
    success: 'Signed in to SPPI as {{login}}.',
    retry: 'Sign in to SPPI again',
    home: 'Home page',
  },
};
