import { ApiProperty } from '@nestjs/swagger';
import { STAFF_ROLES, type StaffRole } from '@nebo/shared-vocabulary';
import { DictionaryItemDto } from '../../dictionaries/dtos/dictionary-item.dto';

/** How many employees hold one staff role. */
export class CompanyStaffRoleCountDto {
  @ApiProperty({ enum: STAFF_ROLES }) code!: StaffRole;
  @ApiProperty({ minimum: 0 }) count!: number;
}

/** GET /business/api/company-profile/summary (D12): the company card of the company area's header and main page. */
export class CompanySummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() shortName!: string;
  @ApiProperty({ type: String, nullable: true, description: 'URL of the avatar (a PROTECTED file: append access_token)' })
  avatar!: string | null;
  @ApiProperty({ minimum: 0 }) dronesCount!: number;
  @ApiProperty({ type: [CompanyStaffRoleCountDto], description: 'All four roles, zeros included' })
  companyStaffRolesCounts!: CompanyStaffRoleCountDto[];
  @ApiProperty({ enum: STAFF_ROLES, isArray: true, description: "The caller's roles in the company" })
  myRoles!: StaffRole[];
}

/** The company area's small dictionaries (company-type, appointment-basis, company-document-type). */
export class CompanyProfileDictionaryDto {
  @ApiProperty({ type: [DictionaryItemDto], description: "code and name in the request's language (Accept-Language)" })
  data!: DictionaryItemDto[];
}

/** GET/POST /business/api/company-profile/avatar: the avatar's URL (PROTECTED: append access_token), null when none. */
export class CompanyAvatarDto {
  @ApiProperty({ type: String, nullable: true }) url!: string | null;
}
