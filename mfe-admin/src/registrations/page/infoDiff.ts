import { INFO_FIELDS, type InfoField } from '../types';

/** The registration info as the comparison reads it: every D4 field, any of them possibly missing or null. */
export type InfoLike = object | null | undefined;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/** A field's raw value for comparing: the phone is its code and number together; empty means not given. */
export function rawValue(infoLike: InfoLike, field: InfoField): string {
  if (!infoLike) return '';
  const info = infoLike as Partial<Record<string, unknown>>;
  if (field === 'phone') {
    const number = text(info.phoneNumber);
    return number ? `+${text(info.phoneCode) || '7'} ${number}` : '';
  }
  // A change request may carry the profile form's `website` instead of the registration's `webSiteUrl` (D4).
  if (field === 'webSiteUrl') return text(info.webSiteUrl ?? info.website);
  return text(info[field]);
}

export interface InfoRow {
  field: InfoField;
  previous: string;
  current: string;
  /** Only where there is a previous version to differ from. */
  changed: boolean;
}

/** One row per field; with a previous version (a CHANGE request) the rows that differ are marked. */
export function infoRows(previous: InfoLike, current: InfoLike): InfoRow[] {
  return INFO_FIELDS.map((field) => {
    const before = rawValue(previous, field);
    const after = rawValue(current, field);
    return { field, previous: before, current: after, changed: Boolean(previous) && before !== after };
  });
}
