import { AccountConflictError, AccountRepository, type SqlRunner } from './account-repository';

export type EmailChangeResult = 'changed' | 'notFound' | 'taken';

/**
 * Changes an account's e-mail, which is also its login, as an administrator of the realm would (the
 * backend calls it when a user changes their address in the profile). Pass a transaction's EntityManager
 * to commit it together with the backend's own record of the address.
 */
export async function changeAccountEmail(sql: SqlRunner, accountId: string, email: string): Promise<EmailChangeResult> {
  try {
    return (await new AccountRepository(sql).changeEmail(accountId, email)) ? 'changed' : 'notFound';
  } catch (error) {
    if (error instanceof AccountConflictError) return 'taken';
    throw error;
  }
}
