import { type AccessPolicy, publicRoute, role } from '../policy-kinds';

/**
 * Who may call each route of the system module (see ../access-policies.ts for the kinds): the statistics are the
 * admin's only (not the moderator's); the versions are public, as part 1 L55 shows the page to unauthorised visitors
 * (docs/requirements.md#system-versions).
 */
export const SYSTEM_POLICIES: Record<string, AccessPolicy> = {
  'GET /api/system/admin/statistics': role('admin'),
  'GET /api/system/admin/statistics/summary': role('admin'),
  'GET /api/system/versions': publicRoute(),
};
