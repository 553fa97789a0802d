import type { RealmRole } from '../../common/auth/principal';
import {
  AUTHORITY_STAFF_SUBJECTS,
  COMPANY_ADMIN_SUBJECTS,
  COMPANY_STAFF_SUBJECTS,
  type AccessPolicy,
  authenticated,
  ownerScoped,
  publicRoute,
  role,
} from './policy-kinds';
import { AUTHORITY_REVIEW_POLICIES } from './policies/authority-review';
import { AUTHORITY_STAFF_POLICIES } from './policies/authority-staff';
import { COMPANIES_POLICIES } from './policies/companies';
import { COMPANY_DRONES_POLICIES } from './policies/company-drones';
import { COMPANY_INVITATIONS_POLICIES } from './policies/company-invitations';
import { COMPANY_PROFILE_POLICIES } from './policies/company-profile';
import { COMPANY_REGISTRATION_POLICIES } from './policies/company-registration';
import { CONTENT_POLICIES } from './policies/content';
import { SYSTEM_POLICIES } from './policies/system';
import { USER_NOTIFICATIONS_POLICIES } from './policies/user-notifications';

export * from './policy-kinds';

/** Who reviews other people's registrations and flights (files module: PROTECTED files). */
const REVIEWERS: RealmRole[] = ['admin', 'moderator', 'authority'];

export const ACCESS_POLICIES: Record<string, AccessPolicy> = {
  // Served outside Nest's controllers: the CORS preflight, Swagger UI and the OpenAPI document.
  'OPTIONS *': publicRoute(),
  'GET /docs': publicRoute(),
  'GET /docs/': publicRoute(),
  'GET /docs/*': publicRoute(),
  'GET /docs/index.html': publicRoute(),
  'GET /docs/LICENSE': publicRoute(),
  'GET /docs/swagger-ui-init.js': publicRoute(),
  'GET /docs/docs/swagger-ui-init.js': publicRoute(),
  'GET /docs-json': publicRoute(),
  'GET /docs-yaml': publicRoute(),

  // Probes and metrics.
  'GET /health/live': publicRoute(),
  'GET /health/ready': publicRoute(),
  'GET /metrics': publicRoute(),

  // The signed-in user's own account and profile (users module): everyone with a token has one.
  'GET /api/user/current': ownerScoped(authenticated()),
  'GET /api/user/current/summary': ownerScoped(authenticated()),
  'GET /api/user/current/profile': ownerScoped(authenticated()),
  'PATCH /api/user/current/profile/person-identity': ownerScoped(authenticated()),
  'PUT /api/user/email': ownerScoped(authenticated()),
  'POST /api/user/email/pending/resend': ownerScoped(authenticated()),
  'DELETE /api/user/email/pending': ownerScoped(authenticated()),
  // The links of the e-mail-change messages: the single-use token in the body is the credential.
  'POST /public/user/email-change/confirm': publicRoute(),
  'POST /public/user/email-change/undo': publicRoute(),
  // OIDC back-channel logout (identity module): the provider's signed logout token is the credential.
  'POST /public/identity/backchannel-logout': publicRoute(),
  'PUT /api/user/phone': ownerScoped(authenticated()),
  'PATCH /api/user/password': ownerScoped(authenticated()),
  'PATCH /api/user/current/profile/locality': ownerScoped(authenticated()),
  'PATCH /api/user/current/profile/requisites': ownerScoped(authenticated()),
  'PATCH /api/user/current/profile/mission-categories': ownerScoped(authenticated()),
  'PUT /api/user/current/organization': ownerScoped(authenticated()),
  'GET /api/user/current/notification/settings': ownerScoped(authenticated()),
  'PATCH /api/user/current/notification/settings': ownerScoped(authenticated()),
  'POST /api/user/current/profile/avatar': ownerScoped(authenticated()),
  'DELETE /api/user/current/profile/avatar': ownerScoped(authenticated()),
  'GET /api/user/current/socials/providers': authenticated(),
  'DELETE /api/user/current/socials/unbind/:provider': ownerScoped(authenticated()),
  // A browser navigation carrying ?access_token= (checked by the service), and the provider's redirect back.
  'GET /api/user/current/socials/bind/:provider': publicRoute({ checksTokenItself: true }),
  'GET /api/user/current/socials/callback/:provider': publicRoute(),

  // Personal documents and admitted persons: the caller's own.
  'GET /api/user/current/documents': ownerScoped(authenticated()),
  'GET /api/user/current/documents/:id': ownerScoped(authenticated()),
  'POST /api/user/current/documents': ownerScoped(authenticated()),
  'DELETE /api/user/current/documents/:id': ownerScoped(authenticated()),
  'GET /api/user/current/admitted-to-fly-persons': ownerScoped(authenticated()),
  'GET /api/user/current/admitted-to-fly-persons/find-all-with-me': ownerScoped(authenticated()),
  'GET /api/user/current/admitted-to-fly-persons/:id': ownerScoped(authenticated()),
  'POST /api/user/current/admitted-to-fly-persons': ownerScoped(authenticated()),
  'PUT /api/user/current/admitted-to-fly-persons/:id': ownerScoped(authenticated()),

  // The individual pilot's drones.
  'GET /api/user/drones/find': ownerScoped(role('individual')),
  'GET /api/user/drones/checkExistRegistrationNumber': role('individual'),
  'GET /api/user/drones/library-defaults/:id': role('individual'),
  'GET /api/user/drones/library-defaults': role('individual'),
  'POST /api/user/drones/insertOrUpdate': ownerScoped(role('individual')),
  'GET /api/user/drones/:id': ownerScoped(role('individual')),
  'DELETE /api/user/drones/:id': ownerScoped(role('individual')),

  // Files: the token may come as ?access_token= (docs/requirements.md#files-uploads); the service checks the file's access.
  'GET /api/files/:id': ownerScoped(publicRoute({ checksTokenItself: true }), { protectedReadableBy: REVIEWERS }),
  'GET /public/files/:id': ownerScoped(publicRoute()),

  // The drone library: read by every signed-in caller, kept by the platform admin.
  'GET /api/drone/manufacturers': authenticated(),
  'GET /api/drone/manufacturers/:id': authenticated(),
  'POST /api/drone/manufacturers/save': role('admin'),
  'PUT /api/drone/manufacturers/to-archive/:id': role('admin'),
  'PUT /api/drone/manufacturers/to-active/:id': role('admin'),
  'DELETE /api/drone/manufacturers/:id': role('admin'),
  'GET /api/drone/models': authenticated(),
  'GET /api/drone/models/:id': authenticated(),
  'GET /api/drone/models/copy/:id': role('admin'),
  'POST /api/drone/models/save': role('admin'),
  'PUT /api/drone/models/to-archive/:id': role('admin'),
  'PUT /api/drone/models/to-active/:id': role('admin'),
  'DELETE /api/drone/models/:id': role('admin'),

  // Reference data.
  'GET /api/dictionaries/:code': authenticated(),
  'GET /public/cities': publicRoute(),
  'GET /public/countries': publicRoute(),

  // The map: public data, and crossings for signed-in callers planning a flight.
  'GET /public/map/layers/objects': publicRoute(),
  'GET /public/map/layers/:id/objects': publicRoute(),
  'GET /public/map/layers/:id/objects/:name': publicRoute(),
  // The same without an id: the spec's fixed "no id" answer.
  'GET /public/map/layers//objects': publicRoute(),
  'GET /public/map/layers//objects/:name': publicRoute(),
  'GET /public/map/lookup': publicRoute(),
  'GET /public/sunrise': publicRoute(),
  'POST /api/map/crossings': authenticated(),
  // A stored flight request's route (flights module): its owner only, 404 for anyone else.
  'GET /api/flight-agreements/:id/crossings': ownerScoped(authenticated()),
  'GET /api/flight-agreements//crossings': authenticated(),

  // An individual pilot's flight requests (flights module; docs/requirements.md#flights): another pilot's id is 404.
  'GET /api/user/flight-agreements': ownerScoped(role('individual')),
  'GET /api/user/flight-agreements/request/default': ownerScoped(role('individual')),
  'POST /api/user/flight-agreements': ownerScoped(role('individual')),
  'POST /api/user/flight-agreements/simple': ownerScoped(role('individual')),
  'GET /api/user/flight-agreements/:id/request': ownerScoped(role('individual')),
  'GET /api/user/flight-agreements/:id/has-active-agreement': ownerScoped(role('individual')),
  'GET /api/user/flight-agreements/:id/copy-flight-request': ownerScoped(role('individual')),
  'PUT /api/user/flight-agreements/:id/flight-request': ownerScoped(role('individual')),
  'DELETE /api/user/flight-agreements/:id': ownerScoped(role('individual')),
  'PATCH /api/user/flight-agreements/:id/to-agreement': ownerScoped(role('individual')),
  'GET /api/user/flight-agreements/:id/agreement': ownerScoped(role('individual')),
  // The pre-check (flights/precheck): reads the map for the form it is sent, stores nothing.
  'POST /api/user/flight-agreements/calculated-fly-space-class': role('individual'),
  'POST /api/user/flight-agreements/pre-check': role('individual'),
  // Printed forms (flights/print): files about the caller's own request.
  'GET /api/user/flight-agreements/:id/print/temporary-regime-submission': ownerScoped(role('individual')),
  'GET /api/user/flight-agreements/:id/print/local-regime-submission': ownerScoped(role('individual')),
  'GET /api/user/flight-agreements/:id/print/shr-message': ownerScoped(role('individual')),
  'GET /api/user/flight-agreements/:id/print/local-gov-report': ownerScoped(role('individual')),
  'GET /api/local-government-agreement-documents/:id/blank': ownerScoped(role('individual')),

  // Authorities a flight is agreed with (authorities module): catalogues, read by pilots and companies.
  'GET /api/flight-agreements/authority/zonal-centers': authenticated(),
  'GET /api/flight-agreements/authority/municipals': authenticated(),

  // The SPPI sign-in (sppi module): pilots and companies only; an authority user is refused (403).
  'POST /sppi/auth/token': ownerScoped(role('individual', 'juridical')),
  'POST /sppi/auth/logout': ownerScoped(role('individual', 'juridical')),
  'GET /sppi/auth/session': ownerScoped(role('individual', 'juridical')),

  // The zonal-centre agreement of a pilot's own flight (agreements module; docs/requirements.md#agreements).
  'GET /api/flight-agreements/submission-channels': authenticated(),
  'GET /api/user/flight-agreements/:id/takeoff-airports': ownerScoped(role('individual')),
  'GET /api/user/flight-agreements/:id/landing-airports': ownerScoped(role('individual')),
  'POST /api/user/flight-agreements/:id/orvd-agreement/assign': ownerScoped(role('individual')),
  'PUT /api/user/flight-agreements/:id/orvd-agreement/regime': ownerScoped(role('individual')),
  'POST /api/user/flight-agreements/:id/send-submission': ownerScoped(role('individual')),
  'PUT /api/user/flight-agreements/:id/orvd/:dateId/send-shr': ownerScoped(role('individual')),
  'PUT /api/user/flight-agreements/:id/orvd/:dateId/send-dep': ownerScoped(role('individual')),
  'PUT /api/user/flight-agreements/:id/orvd/:dateId/arrive-shr': ownerScoped(role('individual')),
  'PUT /api/user/flight-agreements/:id/orvd/:dateId/cancel-shr': ownerScoped(role('individual')),
  'GET /api/user/flight-agreements/:id/sppi/submission/status': ownerScoped(role('individual')),
  'GET /api/user/flight-agreements/sppi/submission/status': ownerScoped(role('individual')),
  'GET /api/user/flight-agreements/:id/sppi/shr/:dateId/status': ownerScoped(role('individual')),
  'GET /api/user/flight-agreements/sppi/shr/status': ownerScoped(role('individual')),
  'GET /api/user/flight-agreements/:id/agreement/events': ownerScoped(role('individual')),
  'GET /api/user/flight-agreements/:id/agreement/events/csv': ownerScoped(role('individual')),

  // Local administrations of a pilot's own flight (local-agreements module).
  'POST /api/user/flight-agreements/:id/local-government-agreement': ownerScoped(role('individual')),
  'DELETE /api/user/flight-agreements/:id/local-government-agreement/:authorityId': ownerScoped(role('individual')),
  'PATCH /api/user/flight-agreements/:id/local-government-agreement/:authorityId/purpose': ownerScoped(role('individual')),
  'PATCH /api/user/flight-agreements/:id/local-government-agreement/copy-purpose': ownerScoped(role('individual')),
  'PATCH /api/user/flight-agreements/:id/local-government-agreement/all/outside-locality/:outsideLocality': ownerScoped(role('individual')),
  'PATCH /api/user/flight-agreements/:id/local-government-agreement/:authorityId/outside-locality/:outsideLocality': ownerScoped(
    role('individual'),
  ),
  'GET /api/local-government-agreement-documents': ownerScoped(role('individual')),
  'POST /api/user/flight-agreements/:id/local-government-agreement/:authorityId/send-application': ownerScoped(role('individual')),
  'PUT /api/user/flight-agreements/:id/local-government-agreement/:authorityId/set-permission': ownerScoped(role('individual')),

  // Modules whose policies sit in a file of their own (./policies/), owned with the module.
  ...USER_NOTIFICATIONS_POLICIES,
  ...AUTHORITY_STAFF_POLICIES,
  ...AUTHORITY_REVIEW_POLICIES,
  ...COMPANIES_POLICIES,
  ...COMPANY_DRONES_POLICIES,
  ...COMPANY_INVITATIONS_POLICIES,
  ...COMPANY_PROFILE_POLICIES,
  ...COMPANY_REGISTRATION_POLICIES,
  ...SYSTEM_POLICIES,
  ...CONTENT_POLICIES,
};

/** Where to declare a route; quoted in the failure message. */
export const ACCESS_POLICIES_FILE = 'backend/src/testing/security/access-policies.ts';

export type AccessVerdict = 'allowed' | 'unauthenticated' | 'forbidden';

/** What the policy says a caller with these roles (none: anonymous) must get. */
export function verdictFor(policy: AccessPolicy, roles: readonly string[] | null, subject?: string): AccessVerdict {
  const { audience } = policy;
  if (audience.kind === 'public') return 'allowed';
  if (roles === null) return 'unauthenticated';
  if (audience.kind === 'authenticated') return 'allowed';
  if (audience.kind === 'authorityStaff')
    return subject !== undefined && AUTHORITY_STAFF_SUBJECTS.includes(subject) ? 'allowed' : 'forbidden';
  if (audience.kind === 'companyStaff') {
    const members = audience.adminOnly ? COMPANY_ADMIN_SUBJECTS : COMPANY_STAFF_SUBJECTS;
    return subject !== undefined && members.includes(subject) ? 'allowed' : 'forbidden';
  }
  return audience.roles.some((r) => roles.includes(r)) ? 'allowed' : 'forbidden';
}
