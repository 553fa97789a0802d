import { Inject, Injectable, Optional } from '@nestjs/common';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { isPersonIdentityComplete } from '../domain/person-identity';
import { isCompanyEmployment, summaryScope } from '../domain/summary-scope';
import { UserSummaryDto } from '../dtos/user-summary.dto';
import { EmploymentsRepository, type SummaryFacts } from '../repositories/employments.repository';
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
    const { user, employment } = await this.factsOf(principal);
    const identityFilled = isPersonIdentityComplete(user);
    // The three lookups depend only on the user id: one round trip of waiting, not three.
    const [dronesCount, company, hasDocument] = await Promise.all([
      this.drones.countUserDrones(user.id),
      this.companyFacts(employment),
      identityFilled ? this.hasIdentityDocument(user.id) : false,
    ]);
    const personIdentity = identityFilled && hasDocument;
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

  /**
   * The account and employment, read fresh on every call (the summary decides navigation right after the
   * user changed their profile or employment). The common case is one statement; the first call of an
   * account, or a token whose login or e-mail differs from the row, takes UsersService.ensureUser's full
   * path (creation, or the refresh with its rules) and reads again.
   */
  private async factsOf(principal: AuthenticatedPrincipal): Promise<SummaryFacts> {
    const facts = await this.employments.summaryFacts(principal.subject);
    if (facts && facts.user.login === principal.login && facts.user.email === (principal.email ?? null)) return facts;
    await this.usersService.ensureUser(principal);
    const current = await this.employments.summaryFacts(principal.subject);
    if (!current) throw new Error(`User ${principal.subject} vanished right after ensureUser`);
    return current;
  }

  /** Without the documents module (unit tests of this service) the names and birth date alone decide. */
  private async hasIdentityDocument(userId: string): Promise<boolean> {
    return this.identityDocuments ? this.identityDocuments.hasIdentityDocument(userId) : true;
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
