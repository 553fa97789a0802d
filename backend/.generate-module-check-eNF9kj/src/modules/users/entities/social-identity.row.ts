/** A social account bound to a user (`user_social_identities`): at most one per provider, each account to one user only. */
export interface SocialIdentityRow {
  userId: string;
  provider: string;
  /** The account's id at the provider (its userinfo `sub`, `id` or `user_id`). */
  externalId: string;
  displayName: string | null;
}

/** A binding in progress (`social_bind_requests`): the OAuth2 `state` and PKCE verifier, used once when the provider sends the user back. */
export interface SocialBindRequestRow {
  state: string;
  userId: string;
  provider: string;
  redirectUrl: string;
  codeVerifier: string;
  expiresAt: Date;
}
