import { type AccessPolicy, companyAdmin, companyStaff } from '../policy-kinds';

/**
 * Who may call each route of the companies module (see ../access-policies.ts for the kinds): every employee of a
 * company reads its staff; only its admins (ADMIN, MANAGER) change or remove employees.
 */
export const COMPANIES_POLICIES: Record<string, AccessPolicy> = {
  'GET /business/api/company-profile/employee': companyStaff(),
  'GET /business/api/company-profile/employee/flight-member-candidate': companyStaff(),
  'GET /business/api/company-profile/employee-role': companyStaff(),
  'GET /business/api/company-profile/employee/:id': companyStaff(),
  'PUT /business/api/company-profile/employee/:id': companyAdmin(),
  'DELETE /business/api/company-profile/employee/:id': companyAdmin(),
};
