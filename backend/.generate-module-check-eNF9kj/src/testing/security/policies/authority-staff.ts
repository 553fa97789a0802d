import { type AccessPolicy, authenticated, authorityStaff } from '../policy-kinds';

/**
 * Who may call each route of the authority-staff module (see ../access-policies.ts for the kinds): the authority
 * area is its staff's; an invitation's link is for any signed-in user (the invitee signs up like anyone).
 */
export const AUTHORITY_STAFF_POLICIES: Record<string, AccessPolicy> = {
  'GET /api/authority/current': authorityStaff(),
  'GET /api/authorities/:id': authorityStaff(),
  'PATCH /api/authorities/:id': authorityStaff(),
  'POST /api/authorities/:id/avatar': authorityStaff(),
  'DELETE /api/authorities/:id/avatar': authorityStaff(),
  'GET /api/authority-departments': authorityStaff(),
  'GET /api/authority-departments/:id': authorityStaff(),
  'POST /api/authority-departments': authorityStaff(),
  'PATCH /api/authority-departments': authorityStaff(),
  'DELETE /api/authority-departments/:id': authorityStaff(),
  'GET /api/authority-employees': authorityStaff(),
  'GET /api/authority-employees/:id': authorityStaff(),
  'POST /api/authority-employees': authorityStaff(),
  'PATCH /api/authority-employees': authorityStaff(),
  'PUT /api/authority-employees/:id/resend-invitation': authorityStaff(),
  'DELETE /api/authority-employees/:id': authorityStaff(),
  'GET /api/authority-invitations/:token': authenticated(),
  'POST /api/authority-invitations/:token/accept': authenticated(),
};
