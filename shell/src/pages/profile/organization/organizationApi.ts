import { api } from '@nebo/shared-ui';

/** PUT /api/user/current/organization: where a private pilot works; the profile returns it as `organization`. */
export interface Organization {
  name: string;
  inn: string;
  position: string;
}

export function saveOrganization(organization: Organization): Promise<unknown> {
  return api.put('/api/user/current/organization', organization);
}
