import type { InvitationTexts } from './invitation.ru';

/** Texts of /employee-invitation/ (an authority's invitation to its employee), English. */
export const invitationEn: InvitationTexts = {
  title: 'Employee invitation',
  lead: 'An authority invites you to work on the Nebo platform: to review requests to use the airspace.',
  signedOut:
    'Sign in with the address the invitation was sent to, or register with that address. After signing in you come back to this page and can accept the invitation.',
  signIn: 'Sign in',
  register: 'Register',
  loading: 'Checking the invitation…',
  details: 'Invitation',
  authority: 'Authority',
  authorityType: 'Authority type',
  position: 'Position',
  email: 'Invited address',
  expiresAt: 'Valid until',
  types: { ZONAL_CENTER: 'Zonal ATM centre', LOCAL_GOVERNMENT: 'Local administration' },
  accept: 'Accept the invitation',
  accepting: 'Accepting the invitation…',
  accepted: 'The invitation is accepted. Welcome!',
  home: 'Home page',
  retry: 'Try again',
  invalidTitle: 'The link is not valid',
  invalid: 'The link has no invitation code. Open the whole link from the e-mail.',
  notFoundTitle: 'The invitation is no longer valid',
  notFound:
    'The invitation was not found: it expired (after 7 days), was already accepted or was withdrawn. Ask the authority’s administrator to send it again.',
  otherEmailTitle: 'The invitation is for another address',
  otherEmail:
    'The invitation was sent to another e-mail address. Sign out and sign in with the address from the e-mail, or register with it.',
  alreadyEmployedTitle: 'You already work for another organisation',
  alreadyEmployed: 'Your account is already linked to a company or another authority. One account can work for one organisation only.',
  failedTitle: 'The invitation could not be processed',
  failed: 'The service did not answer. Try again in a minute.',
  signOut: 'Sign out',
};
