import { type AccessPolicy, companyAdmin, companyStaff } from '../policy-kinds';

/**
 * Who may call each route of the company-drones module (see ../access-policies.ts for the kinds): every employee of
 * a company reads its drones, company admins (ADMIN, MANAGER) register, change and delete them. A drone of another
 * company answers 404 like a missing one.
 */
export const COMPANY_DRONES_POLICIES: Record<string, AccessPolicy> = {
  'GET /business/api/company-profile/drone/list-item': companyStaff(),
  'GET /business/api/company-profile/drone/combobox-item': companyStaff(),
  'GET /business/api/company-profile/drone/default': companyStaff(),
  'POST /business/api/company-profile/drone/insertOrUpdate': companyAdmin(),
  'GET /business/api/company-profile/drone/:id': companyStaff(),
  'DELETE /business/api/company-profile/drone/:id': companyAdmin(),
  'GET /business/api/company-profile/drone-manufacturer': companyStaff(),
  'GET /business/api/company-profile/drone-model-name': companyStaff(),
  'GET /business/api/company-profile/drone-type': companyStaff(),
  'GET /business/api/company-profile/engine-type': companyStaff(),
  'GET /business/api/company-profile/drone-weight-range': companyStaff(),
  'GET /business/api/company-profile/checkExistRegistrationNumber': companyStaff(),
};
