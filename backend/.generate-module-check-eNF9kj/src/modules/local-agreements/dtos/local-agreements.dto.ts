import { ApiProperty } from '@nestjs/swagger';
import {
  DELIVERY_STATES,
  DOCUMENT_DISTRIBUTIONS,
  LOCAL_AGREEMENT_STATUSES,
  LOCAL_DOCUMENT_TYPES,
  SUBMISSION_CHANNELS,
  type DeliveryState,
  type DocumentDistribution,
  type LocalAgreementStatus,
  type LocalDocumentType,
  type SubmissionChannel,
} from '@nebo/shared-vocabulary';
import { AuthorityDto } from '../../authorities/dtos/authorities.dto';
import { FileDto } from '../../files/dtos/file.dto';

/** The administration's permission: its number and date of issue. */
export class LocalDecisionDto {
  @ApiProperty({ example: '125-р' }) number!: string;
  @ApiProperty({ format: 'date', example: '2026-06-01' }) dateOfIssue!: string;
}

/** A file of the application: which document it is (null for an additional file) and how it was provided. */
export class AttachmentDto {
  @ApiProperty({ enum: LOCAL_DOCUMENT_TYPES, nullable: true }) documentType!: LocalDocumentType | null;
  @ApiProperty({ enum: DOCUMENT_DISTRIBUTIONS }) distribution!: DocumentDistribution;
  @ApiProperty({ type: FileDto }) file!: FileDto;
}

/** The e-mail of the application to the administration (the same shape as the zonal centre's DeliveryDto). */
export class LocalDeliveryDto {
  @ApiProperty({ description: 'The send job' }) id!: string;
  @ApiProperty({ enum: SUBMISSION_CHANNELS }) channel!: SubmissionChannel;
  @ApiProperty({ enum: DELIVERY_STATES }) state!: DeliveryState;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextAttemptAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt!: string | null;
}

export class LocalGovernmentAgreementDto {
  @ApiProperty({ type: AuthorityDto }) authority!: AuthorityDto;
  @ApiProperty({ description: "The flight's route crosses this municipality" }) defaultAuthority!: boolean;
  @ApiProperty({ enum: LOCAL_AGREEMENT_STATUSES }) status!: LocalAgreementStatus;
  @ApiProperty({ type: String, nullable: true }) purposeDetailed!: string | null;
  @ApiProperty({ type: LocalDecisionDto, nullable: true }) decision!: LocalDecisionDto | null;
  @ApiProperty({ type: [AttachmentDto] }) attachments!: AttachmentDto[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sendDateTime!: string | null;
  @ApiProperty({ type: String, nullable: true }) agreementRecipientEmail!: string | null;
  @ApiProperty() outsideLocality!: boolean;
  @ApiProperty({ type: LocalDeliveryDto, nullable: true }) delivery!: LocalDeliveryDto | null;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ type: FileDto, nullable: true, description: "The decision's file, when the administration decided on the platform" })
  decisionFile!: FileDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who decided on the platform: «Фамилия И. (Должность), <authority>»' })
  decidedBy!: string | null;
}

/**
 * What the local-agreement calls answer when the agreements module has not registered the full view
 * (ports/agreement-view.ts): the flight's id and its local agreements — a part of FlightAgreementViewDto.
 */
export class LocalAgreementsViewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: [LocalGovernmentAgreementDto] }) localGovernmentAgreements!: LocalGovernmentAgreementDto[];
}

export class RequiredDocumentDto {
  @ApiProperty({ enum: LOCAL_DOCUMENT_TYPES }) id!: LocalDocumentType;
  @ApiProperty({ description: "The document's name in the request's language" }) name!: string;
  @ApiProperty() required!: boolean;
  @ApiProperty({ description: 'The pilot sent a file of this type to an administration before' }) hasPreviousDocument!: boolean;
  @ApiProperty({ enum: LOCAL_DOCUMENT_TYPES, nullable: true }) previousDocumentType!: LocalDocumentType | null;
  @ApiProperty({ type: FileDto, nullable: true }) previousFile!: FileDto | null;
}

export class RequiredDocumentListDto {
  @ApiProperty({ type: [RequiredDocumentDto] }) data!: RequiredDocumentDto[];
}
