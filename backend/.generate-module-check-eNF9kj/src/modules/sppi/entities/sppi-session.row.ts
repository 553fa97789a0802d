/** A row of `sppi_sessions` as the repository returns it. */
export interface SppiSessionRow {
  /** users.id of the platform user signed in to SPPI. */
  userId: string;
  accessToken: string;
  /** Absent when SPPI issued none: the session then ends with the access token. */
  refreshToken: string | null;
  expiresAt: Date;
  /** The user's login at SPPI. */
  sppiLogin: string;
  createdAt: Date;
}
