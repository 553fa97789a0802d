import type { AuthStart } from './authController';

/**
 * How authentication started on this page load, for the /logging/ page (which must tell "you
 * just came back signed in" from "the sign-in failed"). Set once by bootstrap.
 */
let startOutcome: AuthStart = 'anonymous';

export function setAuthStartOutcome(outcome: AuthStart): void {
  startOutcome = outcome;
}

export function authStartOutcome(): AuthStart {
  return startOutcome;
}
