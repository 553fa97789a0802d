/**
 * Leaves the single-page app for another address (the social network's sign-in). Its own module so a
 * unit test can stand in for it: jsdom cannot navigate.
 */
export function leavePageFor(address: string): void {
  window.location.assign(address);
}
