import { randomInt } from 'node:crypto';
import { legalEntityInfo } from '../../companies/testing/company-fixtures';
import type { CompanyRegistrationInfo } from '../../companies/domain/registration-info';
import { registrationInfoToDto } from '../../companies/dtos/company-registration-info.dto';
import type { TestApp } from '../../../testing/test-app';

// Fixtures of the company-registration specs: valid forms with fresh identifiers, and the e-mails the queue holds.

const digits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');

function innCheck(body: string, weights: number[]): string {
  return String((weights.reduce((sum, weight, i) => sum + weight * Number(body[i]), 0) % 11) % 10);
}

/** A random 12-digit INN of a person with both check digits valid. */
export function randomPersonInn(): string {
  const body = String(randomInt(1, 10)) + digits(9);
  const eleventh = innCheck(body, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  return body + eleventh + innCheck(body + eleventh, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
}

/** A random OGRNIP (15 digits) with a valid check digit. */
export function randomOgrnip(): string {
  const body = '3' + digits(13);
  return body + String(Number((BigInt(body) % 13n) % 10n));
}

/** The registration form (webSiteUrl) of a fresh valid legal entity. */
export function registrationForm(overrides: Partial<CompanyRegistrationInfo> = {}): Record<string, unknown> {
  return { ...registrationInfoToDto(legalEntityInfo(overrides)) };
}

/** The form of an individual entrepreneur: 12-digit INN, OGRNIP, no KPP. */
export function entrepreneurForm(overrides: Partial<CompanyRegistrationInfo> = {}): Record<string, unknown> {
  return registrationForm({ companyType: 'IP', inn: randomPersonInn(), ogrn: randomOgrnip(), kpp: null, ...overrides });
}

/** A digit changed: a number of the right length whose check digit no longer fits. */
export function breakCheckDigit(value: string): string {
  const last = Number(value.at(-1));
  return value.slice(0, -1) + String((last + 1) % 10);
}

/** The e-mails queued to the address, oldest first. */
export async function queuedEmails(t: TestApp, email: string): Promise<Array<{ subject: string; text: string }>> {
  const rows: Array<{ payload: { subject: string; text: string } }> = await t.dataSource.query(
    `SELECT data AS payload FROM pgboss.job WHERE name = 'email.send' AND lower(data->>'to') = lower($1) ORDER BY created_on, id`,
    [email],
  );
  return rows.map(({ payload }) => ({ subject: payload.subject, text: payload.text }));
}

/** Rows of the module's tables for the applicant, to prove a refusal wrote nothing. */
export async function requestCount(t: TestApp, userId: string): Promise<number> {
  const [{ count }] = await t.dataSource.query(
    'SELECT count(*)::int AS count FROM company_registration_requests WHERE applicant_user_id = $1',
    [userId],
  );
  return count;
}
