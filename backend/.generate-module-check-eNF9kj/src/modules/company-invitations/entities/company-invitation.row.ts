import type { StaffRole } from '@nebo/shared-vocabulary';
import type { StoredInvitationStatus } from '../domain/invitation-status';

/** A row of `company_invitations`; `status` as stored (EXPIRED is derived, see domain/invitation-status.ts). */
export interface CompanyInvitationRow {
  id: string;
  companyId: string;
  email: string;
  roles: StaffRole[];
  position: string | null;
  status: StoredInvitationStatus;
  expiresAt: Date;
  sentAt: Date;
  createdAt: Date;
}
