import { ApiProperty } from '@nestjs/swagger';
import { CompanyProfileFormDto } from '../../companies/dtos/company-registration-info.dto';
import { REQUEST_STATUSES, type RequestStatus } from '../domain/request-status';
import { CompanyRegistrationRequestDto } from './company-registration-request.dto';

export class CompanyChangeRequestResultDto {
  @ApiProperty({ type: [String], description: 'Contact fields applied at once (actualAddress, email, phoneCode, phoneNumber, website)' })
  applied!: string[];

  @ApiProperty({
    type: CompanyRegistrationRequestDto,
    nullable: true,
    description: 'The change request of legal data sent to review, if any',
  })
  request!: CompanyRegistrationRequestDto | null;
}

export class CompanyChangeRequestStateDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: REQUEST_STATUSES, enumName: 'CompanyRegistrationStatus' }) status!: RequestStatus;
  @ApiProperty({ type: String, nullable: true, description: "The reviewer's latest commentary" }) commentary!: string | null;
}

export class CompanyGeneralInfoDiffDto {
  @ApiProperty({ type: CompanyProfileFormDto }) current!: CompanyProfileFormDto;
  @ApiProperty({ type: CompanyProfileFormDto, nullable: true }) requested!: CompanyProfileFormDto | null;
  @ApiProperty({ type: [String], description: 'Legal fields the change request changes' }) changedFields!: string[];
  @ApiProperty({ type: CompanyChangeRequestStateDto, nullable: true, description: 'The open, else the latest, change request' })
  request!: CompanyChangeRequestStateDto | null;
}
