import type { DataSource } from 'typeorm';
import { SELF_REGISTERED_ROLES } from '../auth-server.constants';
import type { Account } from './account';
import { AccountConflictError, AccountRepository, withoutSecret } from './account-repository';
import { verifyPassword } from './password-hasher';
import {
  hasErrors,
  validateRegistration,
  type FieldErrors,
  type RegistrationField,
  type RegistrationInput,
} from './registration-rules';

export type LoginField = 'login' | 'password';
export type LoginErrorCode = 'required' | 'unknownLogin' | 'wrongPassword' | 'accountDisabled';

export type SignInResult =
  | { ok: true; account: Account }
  | { ok: false; errors: Partial<Record<LoginField, LoginErrorCode>> };

export type RegistrationResult =
  | { ok: true; account: Account }
  | { ok: false; errors: FieldErrors<RegistrationField> };

/** Sign-in and registration rules on top of the account table. */
export class AccountService {
  private readonly accounts: AccountRepository;

  constructor(dataSource: DataSource) {
    this.accounts = new AccountRepository(dataSource);
  }

  /** The account behind a token `sub`, or undefined when it is gone or disabled (tokens then stop working). */
  async findActive(id: string): Promise<Account | undefined> {
    const account = await this.accounts.findById(id);
    return account?.enabled ? withoutSecret(account) : undefined;
  }

  async signIn(login: string, password: string): Promise<SignInResult> {
    const errors: Partial<Record<LoginField, LoginErrorCode>> = {};
    if (!login.trim()) errors.login = 'required';
    if (!password) errors.password = 'required';
    if (hasErrors(errors)) return { ok: false, errors };

    // The issue asks to tell an unknown login from a wrong password, so each error lands on its own field.
    const account = await this.accounts.findByLogin(login);
    if (!account) return { ok: false, errors: { login: 'unknownLogin' } };
    if (!(await verifyPassword(password, account.passwordHash))) {
      return { ok: false, errors: { password: 'wrongPassword' } };
    }
    if (!account.enabled) return { ok: false, errors: { login: 'accountDisabled' } };
    return { ok: true, account: withoutSecret(account) };
  }

  /** Creates a self-registered account (roles user + individual); the e-mail doubles as the login. */
  async register(input: RegistrationInput, locale: string): Promise<RegistrationResult> {
    const errors = validateRegistration(input);
    if (!errors.email && (await this.accounts.emailTaken(input.email))) {
      errors.email = 'emailTaken';
    }
    if (hasErrors(errors)) return { ok: false, errors };

    try {
      const account = await this.accounts.create({
        login: input.email,
        email: input.email,
        emailVerified: false,
        givenName: input.givenName,
        familyName: input.familyName,
        locale,
        realmRoles: SELF_REGISTERED_ROLES,
        password: input.password,
      });
      return { ok: true, account };
    } catch (error) {
      // Two registrations of the same address at once: the unique index decides, the loser sees "taken".
      if (error instanceof AccountConflictError) return { ok: false, errors: { email: 'emailTaken' } };
      throw error;
    }
  }
}
