import { type AccessPolicy, authenticated, companyAdmin, ownerScoped, role } from '../policy-kinds';

/**
 * Who may call each route of the company-registration module (see ../access-policies.ts for the kinds): any
 * signed-in user applies (their own request only), the moderator and the admin review, a company's admins change
 * its general info.
 */
export const COMPANY_REGISTRATION_POLICIES: Record<string, AccessPolicy> = {
  'GET /api/company-registration/company-type': authenticated(),
  'GET /api/company-registration/appointment-basis': authenticated(),
  'GET /api/company-registration/request/my': ownerScoped(authenticated()),
  'POST /api/company-registration/request/create': ownerScoped(authenticated()),
  'PATCH /api/company-registration/request/update': ownerScoped(authenticated()),
  'DELETE /api/company-registration/request/my': ownerScoped(authenticated()),
  'GET /api/company-registration/request': role('moderator', 'admin'),
  'GET /api/company-registration/request/:id': role('moderator', 'admin'),
  'POST /api/company-registration/request/decline': role('moderator', 'admin'),
  'POST /api/company-registration/request/fix-required': role('moderator', 'admin'),
  'POST /api/company-registration/request/approve': role('moderator', 'admin'),
  'GET /business/api/company-profile/general-info/diff': companyAdmin(),
  'POST /business/api/company-profile/general-info/change-request': companyAdmin(),
};
