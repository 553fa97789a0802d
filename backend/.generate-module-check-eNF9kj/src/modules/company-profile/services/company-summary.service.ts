import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../common/auth/principal';
import { companyNotFound } from '../../companies/companies.exceptions';
import { CompanyDirectory } from '../../companies/services/company-directory';
import { CompanyMembership } from '../../companies/services/company-membership';
import { CompanyStaff } from '../../companies/services/company-staff';
import { DroneCountsService } from '../../drones/services/drone-counts.service';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import type { CompanySummaryDto } from '../dtos/company-summary.dto';

/** The company card (D12) every employee's header and main page show. */
@Injectable()
export class CompanySummaryService {
  constructor(
    private readonly membership: CompanyMembership,
    private readonly directory: CompanyDirectory,
    private readonly staff: CompanyStaff,
    private readonly drones: DroneCountsService,
    private readonly attachments: AttachmentsService,
  ) {}

  async summary(caller: Caller): Promise<CompanySummaryDto> {
    const member = await this.membership.require(caller);
    const company = await this.directory.get(member.companyId);
    if (!company) throw companyNotFound();
    const [avatar, dronesCount, companyStaffRolesCounts] = await Promise.all([
      this.avatarUrl(company.avatarFileId),
      // The company is the organisation of its employees' employments (companies module), so its id counts its drones.
      this.drones.countOrganisationDrones(company.id),
      this.staff.rolesCounts(company.id),
    ]);
    return {
      id: company.id,
      name: company.name,
      shortName: company.shortName,
      avatar,
      dronesCount,
      companyStaffRolesCounts,
      myRoles: member.roles,
    };
  }

  async avatarUrl(fileId: string | null): Promise<string | null> {
    if (!fileId) return null;
    return (await this.attachments.describe([fileId])).get(fileId)?.url ?? null;
  }
}
