import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../common/auth/principal';
import { IdentityDocumentCheck } from '../../documents/services/identity-document-check';
import { DroneCountsService } from '../../drones/services/drone-counts.service';
import { isCompanyEmployment } from '../../users/domain/employment';
import { isPersonIdentityComplete } from '../../users/domain/person-identity';
import type { SummaryFacts } from '../../users/services/employments.service';
import { EmploymentsService } from '../../users/services/employments.service';
import { summaryScope } from '../domain/summary-scope';
import { UserSummaryDto } from '../dtos/user-summary.dto';

/**
 * The user summary the front end loads after sign-in to decide navigation and route guards
 * (docs/requirements.md#summary). Reads the domains below it: the account and employment (users), the
 * drone counts (drones) and the passport on file (documents).
 */
@Injectable()
export class UserSummaryService {
  constructor(
    private readonly employments: EmploymentsService,
    private readonly drones: DroneCountsService,
    private readonly identityDocuments: IdentityDocumentCheck,
  ) {}

  /** Read fresh on every call: the summary decides navigation right after the user changed their profile or employment. */
  async summary(caller: Caller): Promise<UserSummaryDto> {
    const { user, employment } = await this.employments.summaryFacts(caller.userId);
    const identityFilled = isPersonIdentityComplete(user);
    // The three lookups depend only on the user id: one round trip of waiting, not three.
    const [dronesCount, company, hasDocument] = await Promise.all([
      this.drones.countUserDrones(user.id),
      this.companyFacts(employment),
      identityFilled ? this.identityDocuments.hasIdentityDocument(user.id) : false,
    ]);
    const personIdentity = identityFilled && hasDocument;
    return {
      login: user.login,
      userName: user.firstName,
      userLastName: user.lastName,
      userBirthdate: user.birthDate,
      profilePerson: { firstName: user.firstName, lastName: user.lastName, birthdate: user.birthDate },
      employment: employment ? { type: employment.type, name: employment.organisationName, employeeId: employment.id } : null,
      fieldGroupsCompletion: { personIdentity },
      dronesCount,
      scope: summaryScope(caller.principal.roles, employment),
      allowedToFly: dronesCount > 0 && personIdentity,
      ...company,
    };
  }

  /** Company-wide facts for company employees; zero for everyone else. */
  private async companyFacts(employment: SummaryFacts['employment']) {
    if (!employment || !isCompanyEmployment(employment.type)) {
      return { companyHasDrones: false, companySignersCount: 0, companyManagersCount: 0 };
    }
    const [drones, signers, managers] = await Promise.all([
      this.drones.countOrganisationDrones(employment.organisationId),
      this.employments.countStaffWithRole(employment.organisationId, 'SIGNER'),
      this.employments.countStaffWithRole(employment.organisationId, 'MANAGER'),
    ]);
    return { companyHasDrones: drones > 0, companySignersCount: signers, companyManagersCount: managers };
  }
}
