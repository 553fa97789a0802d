import { type AccessPolicy, authorityStaff } from '../policy-kinds';

/** Who may call each route of the authority-review module (see ../access-policies.ts for the kinds). */
export const AUTHORITY_REVIEW_POLICIES: Record<string, AccessPolicy> = {
  'GET /api/authority/flight-requests': authorityStaff(),
  'GET /api/authority/flight-requests/:id': authorityStaff(),
  'PATCH /api/authority/flight-requests/:id/approve': authorityStaff(),
  'PATCH /api/authority/flight-requests/:id/reject': authorityStaff(),
  'GET /api/authority/dashboard': authorityStaff(),
};
