/** The organisation an individual pilot works for (`user_organizations`); not a company account. */
export interface OrganizationRow {
  name: string;
  inn: string;
  position: string;
}
