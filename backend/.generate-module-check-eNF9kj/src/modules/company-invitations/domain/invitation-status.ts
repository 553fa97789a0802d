/**
 * An invitation's status (D10). The stored ones are SENT, ACCEPTED, DECLINED and CANCELLED; EXPIRED is never
 * stored: a SENT invitation whose link has run out is EXPIRED from that moment, with no job to flip it.
 */
export const INVITATION_STATUSES = ['SENT', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const STORED_INVITATION_STATUSES = ['SENT', 'ACCEPTED', 'DECLINED', 'CANCELLED'] as const;
export type StoredInvitationStatus = (typeof STORED_INVITATION_STATUSES)[number];

/** The status the caller sees at `now`. */
export function effectiveStatus(stored: StoredInvitationStatus, expiresAt: Date, now: Date): InvitationStatus {
  return stored === 'SENT' && expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : stored;
}

/** Whether the link still works: sent and not run out. */
export function isOpen(stored: StoredInvitationStatus, expiresAt: Date, now: Date): boolean {
  return effectiveStatus(stored, expiresAt, now) === 'SENT';
}

/** The invitation-status dictionary (`GET .../invitation-status`), in both languages. */
export const INVITATION_STATUS_NAMES: Record<InvitationStatus, { ru: string; en: string }> = {
  SENT: { ru: 'Отправлено', en: 'Sent' },
  ACCEPTED: { ru: 'Принято', en: 'Accepted' },
  DECLINED: { ru: 'Отклонено', en: 'Declined' },
  CANCELLED: { ru: 'Отменено', en: 'Cancelled' },
  EXPIRED: { ru: 'Истекло', en: 'Expired' },
};
