import { type AccessPolicy, companyAdmin, companyStaff } from '../policy-kinds';

/**
 * Who may call each route of the company-profile module (see ../access-policies.ts for the kinds): every employee
 * of a company reads its profile, documents and bank details; its admins (ADMIN, MANAGER) write them.
 */
export const COMPANY_PROFILE_POLICIES: Record<string, AccessPolicy> = {
  'GET /business/api/company-profile/summary': companyStaff(),
  'GET /business/api/company-profile/company-type': companyStaff(),
  'GET /business/api/company-profile/appointment-basis': companyStaff(),
  'GET /business/api/company-profile/company-document-type': companyStaff(),
  'GET /business/api/company-profile/avatar': companyStaff(),
  'POST /business/api/company-profile/avatar': companyAdmin(),
  'DELETE /business/api/company-profile/avatar': companyAdmin(),
  'GET /business/api/company-profile/payment-info': companyStaff(),
  'PUT /business/api/company-profile/payment-info': companyAdmin(),
  'GET /business/api/company-profile/company-document': companyStaff(),
  'POST /business/api/company-profile/company-document': companyAdmin(),
  'GET /business/api/company-profile/company-document/:id': companyStaff(),
  'PATCH /business/api/company-profile/company-document/:id': companyAdmin(),
  'DELETE /business/api/company-profile/company-document/:id': companyAdmin(),
  'GET /business/api/company-profile/employee/:id/appointment-basis-document': companyStaff(),
  'POST /business/api/company-profile/employee/:id/appointment-basis-document': companyAdmin(),
  'GET /business/api/company-profile/employee/appointment-basis-document/:id': companyStaff(),
  'PUT /business/api/company-profile/employee/appointment-basis-document/:id': companyAdmin(),
  'DELETE /business/api/company-profile/employee/appointment-basis-document/:id': companyAdmin(),
};
