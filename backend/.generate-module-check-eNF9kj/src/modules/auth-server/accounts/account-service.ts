import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SELF_REGISTERED_ROLES } from '../auth-server.constants';
import type { Account } from './account';
import { AccountConflictError, AccountRepository, withoutSecret } from './account-repository';
import { hashPassword, verifyPassword } from './password-hasher';
import { hasErrors, validateRegistration, type FieldErrors, type RegistrationField, type RegistrationInput } from './registration-rules';

export type LoginField = 'login' | 'password';
/**
 * Why credentials were refused as a whole. An unknown login and a wrong password are the same answer, so
 * the form cannot be used to find out who has an account; a disabled account is only named to someone who
 * typed its password.
 */
export type SignInProblem = 'wrongCredentials' | 'accountDisabled';

export type SignInResult =
  { ok: true; account: Account } | { ok: false; errors: Partial<Record<LoginField, 'required'>> } | { ok: false; problem: SignInProblem };

export type RegistrationResult = { ok: true; account: Account } | { ok: false; errors: FieldErrors<RegistrationField> };

let unknownAccount: Promise<string> | undefined;

/** A hash with the default cost of a random password nobody knows, made once per process. */
function unknownAccountHash(): Promise<string> {
  unknownAccount ??= hashPassword(randomBytes(32).toString('base64url'));
  return unknownAccount;
}

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
    const errors: Partial<Record<LoginField, 'required'>> = {};
    if (!login.trim()) errors.login = 'required';
    if (!password) errors.password = 'required';
    if (hasErrors(errors)) return { ok: false, errors };

    const account = await this.accounts.findByLogin(login);
    // An unknown login costs a password check too (against a hash of nothing anyone knows), so neither the
    // answer nor the time it takes tells it apart from a wrong password.
    const matches = await verifyPassword(password, account?.passwordHash ?? (await unknownAccountHash()));
    if (!account || !matches) return { ok: false, problem: 'wrongCredentials' };
    if (!account.enabled) return { ok: false, problem: 'accountDisabled' };
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
