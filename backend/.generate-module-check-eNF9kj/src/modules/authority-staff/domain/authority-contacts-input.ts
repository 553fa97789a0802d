import type { AuthorityContactType } from '@nebo/shared-vocabulary';
import type { FieldError } from '../../../common/errors/error-body';
import { normalizeEmail } from '../../users/domain/email-address';
import { normalizePhone } from '../../users/domain/phone';

/** A contact as the wire carries it (part 1 L110): e-mails and phones each joined with ';' (part 2 L25). */
export interface ContactInput {
  type: AuthorityContactType;
  email?: string | null;
  phone?: string | null;
  spokesmanPost?: string | null;
  spokesmanFullName?: string | null;
}

export interface ParsedContact {
  type: AuthorityContactType;
  emails: string[];
  phones: string[];
  spokesmanPost: string | null;
  spokesmanFullName: string | null;
}

/** The items of a ';'-joined list: trimmed, empties dropped (a trailing ';' or '; ;' means nothing). */
export function splitJoined(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * The contacts as stored: every e-mail and phone checked (phones reduced to 7XXXXXXXXXX), at most one contact
 * of each type. Every problem is reported at once, each naming its field (`contacts[1].phone`).
 */
export function parseContacts(contacts: readonly ContactInput[]): { contacts: ParsedContact[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const seen = new Set<AuthorityContactType>();
  const parsed = contacts.map((contact, index) => {
    const at = `contacts[${index}]`;
    if (seen.has(contact.type)) errors.push({ field: `${at}.type`, error: `only one ${contact.type} contact is allowed` });
    seen.add(contact.type);
    const emails = splitJoined(contact.email).flatMap((email) => {
      const result = normalizeEmail(email);
      if (result.ok) return [result.email];
      errors.push({ field: `${at}.email`, error: `${email}: ${result.error}` });
      return [];
    });
    const phones = splitJoined(contact.phone).flatMap((phone) => {
      const result = normalizePhone(phone);
      if (result.ok) return [result.phone];
      errors.push({ field: `${at}.phone`, error: `${phone}: ${result.error}` });
      return [];
    });
    return {
      type: contact.type,
      emails: [...new Set(emails.map((email) => email.toLowerCase()))],
      phones: [...new Set(phones)],
      spokesmanPost: contact.spokesmanPost?.trim() || null,
      spokesmanFullName: contact.spokesmanFullName?.trim() || null,
    };
  });
  return { contacts: parsed, errors };
}
