import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { CompanyPageMetaDto } from '../../companies/dtos/company-registration-info.dto';
import { FileDto } from '../../files/dtos/file.dto';
import { APPOINTMENT_BASIS_CODES, COMPANY_DOCUMENT_TYPES, type CompanyDocumentType } from '../domain/profile-dictionaries';

/** A company document (D9): its type, number, date and its one file. */
export class CompanyDocumentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: COMPANY_DOCUMENT_TYPES }) type!: CompanyDocumentType;
  @ApiProperty({ example: 'ЮЭ9965-26-12345' }) number!: string;
  @ApiProperty({ format: 'date', example: '2026-11-20' }) date!: string;
  @ApiProperty({ type: FileDto, nullable: true, description: 'PROTECTED: readable by the company staff' }) file!: FileDto | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class CompanyDocumentPageDto {
  @ApiProperty({ type: [CompanyDocumentDto] }) data!: CompanyDocumentDto[];
  @ApiProperty({ type: CompanyPageMetaDto }) meta!: CompanyPageMetaDto;
}

/** GET /business/api/company-profile/company-document: newest first by default; sort CREATE_DATE or DATE (`-` descending). */
export class CompanyDocumentQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: COMPANY_DOCUMENT_TYPES, description: 'only documents of this type' })
  @IsOptional()
  @IsIn(COMPANY_DOCUMENT_TYPES)
  type?: CompanyDocumentType;
}

/** An employee's appointment-basis document: why they may act for the company (an order, a power of attorney…). */
export class AppointmentBasisDocumentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) employeeId!: string;
  @ApiProperty({ enum: APPOINTMENT_BASIS_CODES, description: 'appointment-basis dictionary code' }) type!: string;
  @ApiProperty({ example: '15-к' }) number!: string;
  @ApiProperty({ format: 'date', example: '2025-01-10' }) date!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) validUntil!: string | null;
  @ApiProperty({ type: [FileDto], description: 'PROTECTED: readable by the company staff' }) scans!: FileDto[];
}

export class AppointmentBasisDocumentListDto {
  @ApiProperty({ type: [AppointmentBasisDocumentDto] }) data!: AppointmentBasisDocumentDto[];
}
