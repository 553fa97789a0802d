import { type AccessPolicy, authenticated, ownerScoped } from '../policy-kinds';

/** Who may call each route of the user-notifications module (see ../access-policies.ts for the kinds). */
export const USER_NOTIFICATIONS_POLICIES: Record<string, AccessPolicy> = {
  'GET /api/user/current/notifications': ownerScoped(authenticated()),
  'PATCH /api/user/current/notifications/read-all': ownerScoped(authenticated()),
  'PATCH /api/user/current/notifications/:id/read': ownerScoped(authenticated()),
};
