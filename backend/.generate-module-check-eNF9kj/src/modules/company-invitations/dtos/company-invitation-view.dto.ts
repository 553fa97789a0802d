import { ApiProperty } from '@nestjs/swagger';
import { STAFF_ROLES, type StaffRole } from '@nebo/shared-vocabulary';
import { INVITATION_STATUSES, type InvitationStatus } from '../domain/invitation-status';

/** The invitee's view of an open invitation (`GET /api/company-invitations/{token}`). */
export class CompanyInvitationViewDto {
  @ApiProperty({ example: 'Общество с ограниченной ответственностью «Небо-Тест»' }) companyName!: string;
  @ApiProperty({ example: 'ООО «Небо-Тест»' }) companyShortName!: string;
  @ApiProperty({ enum: STAFF_ROLES, isArray: true }) roles!: StaffRole[];
  @ApiProperty({ type: String, nullable: true }) position!: string | null;
  @ApiProperty({ example: 'pilot@example.ru' }) email!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ enum: INVITATION_STATUSES, description: 'Always SENT: any other invitation answers 404' }) status!: InvitationStatus;
}

/** What accepting answers: the company the caller now works for, and their place in it. */
export class CompanyInvitationAcceptedDto {
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty({ format: 'uuid' }) employeeId!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty() companyShortName!: string;
  @ApiProperty({ enum: STAFF_ROLES, isArray: true }) roles!: StaffRole[];
}
