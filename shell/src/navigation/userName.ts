import type { TokenClaims, UserSummary } from '@nebo/shared-ui';

const clean = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * The name in the header: first name and the initial of the last name, "Иван П."
 * Sources in order: the profile's person, the summary's user names, the token's names; the login
 * when no name is known yet (a freshly registered account).
 */
export function headerName(summary: UserSummary | null, claims: TokenClaims | undefined): string {
  const first = clean(summary?.profilePerson?.firstName) || clean(summary?.userName) || clean(claims?.given_name);
  const last = clean(summary?.profilePerson?.lastName) || clean(summary?.userLastName) || clean(claims?.family_name);
  if (first) return last ? `${first} ${Array.from(last)[0].toUpperCase()}.` : first;
  if (last) return last;
  return clean(summary?.login) || clean(claims?.preferred_username) || clean(claims?.email);
}
