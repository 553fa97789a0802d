/** The account columns of a `users` row: what the identity provider's token decides. */
export interface AccountRow {
  id: string;
  subject: string;
  login: string;
  email: string | null;
  /** When the user last changed their e-mail here; see AccountsService for why it matters. */
  emailChangedAt: Date | null;
}

/** The account facts that come from the identity provider's token. */
export interface AccountClaims {
  subject: string;
  login: string;
  email: string | null;
  locale: string | null;
  firstName: string | null;
  lastName: string | null;
}
