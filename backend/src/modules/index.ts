import { accountsManifest } from './accounts/accounts.manifest';
import { admittedPersonsManifest } from './admitted-persons/admitted-persons.manifest';
import { agreementsManifest } from './agreements/agreements.manifest';
import { authoritiesManifest } from './authorities/authorities.manifest';
import { authorityReviewManifest } from './authority-review/authority-review.manifest';
import { authorityStaffManifest } from './authority-staff/authority-staff.manifest';
import { authServerManifest } from './auth-server/auth-server.manifest';
import { companiesManifest } from './companies/companies.manifest';
import { companyDronesManifest } from './company-drones/company-drones.manifest';
import { companyInvitationsManifest } from './company-invitations/company-invitations.manifest';
import { companyProfileManifest } from './company-profile/company-profile.manifest';
import { companyRegistrationManifest } from './company-registration/company-registration.manifest';
import { caseFileManifest } from './case-file/case-file.manifest';
import { contentManifest } from './content/content.manifest';
import { demoFlightsManifest } from './demo-flights/demo-flights.manifest';
import { dictionariesManifest } from './dictionaries/dictionaries.manifest';
import { documentsManifest } from './documents/documents.manifest';
import { droneLibraryManifest } from './drone-library/drone-library.manifest';
import { dronesManifest } from './drones/drones.manifest';
import { filesManifest } from './files/files.manifest';
import { flightMessagesManifest } from './flight-messages/flight-messages.manifest';
import { flightsManifest } from './flights/flights.manifest';
import { healthManifest } from './health/health.manifest';
import { identityManifest } from './identity/identity.manifest';
import { jobsManifest } from './jobs/jobs.manifest';
import { localAgreementsManifest } from './local-agreements/local-agreements.manifest';
import { mapManifest } from './map/map.manifest';
import type { ConfigOfModules, ModuleManifest } from './module-manifest';
import { notificationsManifest } from './notifications/notifications.manifest';
import { sppiManifest } from './sppi/sppi.manifest';
import { summaryManifest } from './summary/summary.manifest';
import { systemManifest } from './system/system.manifest';
import { userNotificationsManifest } from './user-notifications/user-notifications.manifest';
import { usersManifest } from './users/users.manifest';

/**
 * Every domain module of the backend, the one place they are composed: AppModule imports their Nest
 * modules, the database runs their migrations and seeds from here. Listed bottom-up: a module may import
 * only modules listed before it (checked by `npm run -w backend check:imports`), and seeds run in this
 * order, so a seed may rely on the rows of the modules before it. The modules' configuration readers are
 * composed by config/load-config.ts, in this order too.
 */
const MANIFESTS = [
  accountsManifest,
  authServerManifest,
  identityManifest,
  jobsManifest,
  notificationsManifest,
  filesManifest,
  dictionariesManifest,
  mapManifest,
  healthManifest,
  usersManifest,
  authoritiesManifest,
  sppiManifest,
  documentsManifest,
  admittedPersonsManifest,
  droneLibraryManifest,
  dronesManifest,
  summaryManifest,
  flightMessagesManifest,
  flightsManifest,
  caseFileManifest,
  localAgreementsManifest,
  agreementsManifest,
  userNotificationsManifest,
  authorityStaffManifest,
  authorityReviewManifest,
  companiesManifest,
  companyRegistrationManifest,
  companyInvitationsManifest,
  companyDronesManifest,
  companyProfileManifest,
  demoFlightsManifest,
  systemManifest,
  contentManifest,
] as const satisfies readonly ModuleManifest[];

export const MODULES: readonly ModuleManifest[] = MANIFESTS;

/** What the modules' manifests add to AppConfig (config/app-config.ts), typed from their config readers. */
export type ModulesConfig = ConfigOfModules<typeof MANIFESTS>;
