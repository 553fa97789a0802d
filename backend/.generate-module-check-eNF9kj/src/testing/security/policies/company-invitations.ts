import { type AccessPolicy, authenticated, companyAdmin } from '../policy-kinds';

/**
 * Who may call each route of the company-invitations module (see ../access-policies.ts for the kinds): a
 * company's invitations are its admins' (ADMIN or MANAGER); an invitation's link is for any signed-in user (the
 * invitee signs up like anyone).
 */
export const COMPANY_INVITATIONS_POLICIES: Record<string, AccessPolicy> = {
  'GET /business/api/employee-invitation': companyAdmin(),
  'GET /business/api/employee-invitation/find-new-employee': companyAdmin(),
  'GET /business/api/employee-invitation/invitation-status': companyAdmin(),
  'POST /business/api/employee-invitation': companyAdmin(),
  'PUT /business/api/employee-invitation/retry-send-notification/:id': companyAdmin(),
  'PUT /business/api/employee-invitation/cancel/:id': companyAdmin(),
  'GET /api/company-invitations/:token': authenticated(),
  'POST /api/company-invitations/:token/accept': authenticated(),
  'POST /api/company-invitations/:token/decline': authenticated(),
};
