import { ApiProperty } from '@nestjs/swagger';
import { CompanyPageMetaDto, CompanyRegistrationInfoDto } from '../../companies/dtos/company-registration-info.dto';
import { COMPANY_TYPES, type CompanyType } from '../../companies/domain/registration-info';
import { FileDto } from '../../files/dtos/file.dto';
import {
  HISTORY_ACTORS,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  type HistoryActor,
  type RequestKind,
  type RequestStatus,
} from '../domain/request-status';

export class CompanyRegistrationStatusEntryDto {
  @ApiProperty({ enum: REQUEST_STATUSES, enumName: 'CompanyRegistrationStatus' }) status!: RequestStatus;
  @ApiProperty({ type: String, nullable: true, description: "The reviewer's commentary (FIX_REQUIRED, DECLINED)" }) commentary!:
    string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: HISTORY_ACTORS, enumName: 'CompanyRegistrationActor' }) actor!: HistoryActor;
}

export class CompanyRegistrationApplicantDto {
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() login!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
}

/** A registration (REGISTRATION) or change of legal data (CHANGE) request with its history (D3, D6). */
export class CompanyRegistrationRequestDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: REQUEST_KINDS, enumName: 'CompanyRegistrationRequestKind' }) kind!: RequestKind;
  @ApiProperty({ enum: REQUEST_STATUSES, enumName: 'CompanyRegistrationStatus' }) status!: RequestStatus;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The approved (REGISTRATION) or changed (CHANGE) company' })
  companyId!: string | null;
  @ApiProperty({ type: CompanyRegistrationInfoDto, nullable: true, description: "CHANGE: the company's info when the change was asked" })
  previousRegistrationInfo!: CompanyRegistrationInfoDto | null;
  @ApiProperty({ type: CompanyRegistrationInfoDto }) registrationInfo!: CompanyRegistrationInfoDto;
  @ApiProperty({ type: [CompanyRegistrationStatusEntryDto], description: 'Oldest first' })
  statusHistory!: CompanyRegistrationStatusEntryDto[];
  @ApiProperty({ type: CompanyRegistrationApplicantDto }) applicant!: CompanyRegistrationApplicantDto;
  @ApiProperty({ type: FileDto, nullable: true }) contractFile!: FileDto | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class CompanyRegistrationRequestItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: REQUEST_KINDS, enumName: 'CompanyRegistrationRequestKind' }) kind!: RequestKind;
  @ApiProperty({ enum: REQUEST_STATUSES, enumName: 'CompanyRegistrationStatus' }) status!: RequestStatus;
  @ApiProperty() name!: string;
  @ApiProperty() shortName!: string;
  @ApiProperty() inn!: string;
  @ApiProperty({ enum: COMPANY_TYPES, enumName: 'CompanyType' }) companyType!: CompanyType;
  @ApiProperty({ description: 'Last and first name, or the login when the profile has no name' }) applicantName!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class CompanyRegistrationRequestPageDto {
  @ApiProperty({ type: [CompanyRegistrationRequestItemDto] }) data!: CompanyRegistrationRequestItemDto[];
  @ApiProperty({ type: CompanyPageMetaDto }) meta!: CompanyPageMetaDto;
}
