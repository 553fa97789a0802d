import { Inject, Injectable, Optional } from '@nestjs/common';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { isPersonIdentityComplete } from '../domain/person-identity';
import { isCompanyEmployment, summaryScope } from '../domain/summary-scope';
import { UserSummaryDto } from '../dtos/user-summary.dto';
import { EmploymentEntity } from '../entities/employment.entity';
import { EmploymentsRepository } from '../repositories/employments.repository';
import { IDENTITY_DOCUMENT_CHECK, type IdentityDocumentCheck } from '../../documents/identity-document-check';
import { DRONES_COUNT_PROVIDER, DronesCountProvider } from './drones-count.provider';
import { UsersService } from './users.service';

/** The user summary the front end loads after sign-in to decide navigation and route guards. */
@Injectable()
export class UserSummaryService {
  constructor(
    private readonly usersService: UsersService,
    private readonly employments: EmploymentsRepository,
    @Inject(DRONES_COUNT_PROVIDER) private readonly drones: DronesCountProvider,
    // Provided globally by DocumentsModule (I3-files): person identity also needs a passport on file.
    @Optional() @Inject(IDENTITY_DOCUMENT_CHECK) private readonly identityDocuments?: IdentityDocumentCheck,
  ) {}

  async summary(principal: AuthenticatedPrincipal): Promise<UserSummaryDto> {
    const user = await this.usersService.ensureUser(principal);
    const employment = await this.employments.findByUserId(user.id);
    const [dronesCount, company] = await Promise.all([
      this.drones.countUserDrones(user.id),
      this.companyFacts(employment),
    ]);
    const personIdentity = isPersonIdentityComplete(user) && (await this.hasIdentityDocument(user.id));
    return {
      login: user.login,
      userName: user.firstName,
      userLastName: user.lastName,
      userBirthdate: user.birthDate,
      profilePerson: { firstName: user.firstName, lastName: user.lastName, birthdate: user.birthDate },
      employment: employment
        ? { type: employment.type, name: employment.organisationName, employeeId: employment.id }
        : null,
      fieldGroupsCompletion: { personIdentity },
      dronesCount,
      scope: summaryScope(principal.roles, employment),
      allowedToFly: dronesCount > 0 && personIdentity,
      ...company,
    };
  }

  /** Without the documents module (unit tests of this service) the names and birth date alone decide. */
  private async hasIdentityDocument(userId: string): Promise<boolean> {
    return this.identityDocuments ? this.identityDocuments.hasIdentityDocument(userId) : true;
  }

  /** Company-wide facts for company employees; zero for everyone else. */
  private async companyFacts(employment: EmploymentEntity | null) {
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
