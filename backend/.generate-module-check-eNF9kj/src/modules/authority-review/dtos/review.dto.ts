import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CaseEventDto } from '../../agreements/dtos/case-event.dto';
import { FileDto } from '../../files/dtos/file.dto';
import { REVIEW_STATUSES, type ReviewBody, type ReviewStatus } from '../domain/review-status';

const GEO_SHAPE = {
  type: 'object',
  additionalProperties: true,
  description: 'A geoShape as the map module carries it: { type, points: [{ lat, lng }], radius? , width?, holes? }',
} as const;

export class ReviewApplicantDto {
  @ApiProperty({ enum: ['INDIVIDUAL', 'COMPANY'] }) kind!: 'INDIVIDUAL' | 'COMPANY';
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
}

export class ReviewDroneDto {
  @ApiProperty({ type: String, nullable: true }) registrationNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) model!: string | null;
}

export class ReviewPurposeDto {
  @ApiProperty({ type: Number, nullable: true, description: 'FLIGHT_PURPOSE item id' }) id!: number | null;
  @ApiProperty({ type: String, nullable: true, description: "In the request's language" }) name!: string | null;
}

/** A row of the review list (D4: one vocabulary for zonal centres and administrations). */
export class AuthorityFlightRequestItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ enum: REVIEW_STATUSES, enumName: 'ReviewStatus' }) reviewStatus!: ReviewStatus;
  @ApiProperty({ description: "The agreement's own status: a zonal centre's OrvdStatus or a local agreement's status" })
  agreementStatus!: string;
  @ApiProperty({ enum: ['ORVD', 'LOCAL'] }) body!: ReviewBody;
  @ApiProperty({ type: ReviewApplicantDto }) applicant!: ReviewApplicantDto;
  @ApiProperty({ type: ReviewDroneDto }) drone!: ReviewDroneDto;
  @ApiProperty({ type: ReviewPurposeDto }) purpose!: ReviewPurposeDto;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) firstFlightDateTime!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastFlightDateTime!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sendDateTime!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decisionDateTime!: string | null;
  @ApiProperty({ type: Boolean, nullable: true, description: "The route crosses the authority's map area" }) crossesArea!: boolean | null;
}

export class ReviewPageMetaDto {
  @ApiProperty() totalCount!: number;
}

export class AuthorityFlightRequestPageDto {
  @ApiProperty({ type: [AuthorityFlightRequestItemDto] }) data!: AuthorityFlightRequestItemDto[];
  @ApiProperty({ type: ReviewPageMetaDto }) meta!: ReviewPageMetaDto;
}

export class ReviewLatLngDto {
  @ApiProperty() lat!: number;
  @ApiProperty() lng!: number;
}

export class ReviewAltitudesDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Metres above sea level' }) min!: number | null;
  @ApiProperty({ type: Number, nullable: true }) max!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Metres above ground' }) groundMin!: number | null;
  @ApiProperty({ type: Number, nullable: true }) groundMax!: number | null;
}

export class ReviewFlightDateDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time', description: 'UTC' }) startAt!: string;
  @ApiProperty({ format: 'date-time', description: 'UTC' }) finishAt!: string;
  @ApiProperty({ description: "The date's state (CREATED until a message about it was sent)" }) status!: string;
}

export class ReviewCrossingDto {
  @ApiProperty({ type: Boolean, nullable: true }) crosses!: boolean | null;
  @ApiProperty({
    ...GEO_SHAPE,
    nullable: true,
    description: 'The route inside the area (MULTIPOLYGON), or the route itself for a corridor',
  })
  parts!: unknown | null;
}

export class ReviewRegimeDto {
  @ApiProperty() number!: string;
  @ApiProperty({ format: 'date' }) date!: string;
}

/** What the owner sent: the zonal centre's submission (ORVD) or the administration's application (LOCAL). */
/** An aerodrome chosen for the submission, as the map described it then. */
export class ReviewAirportDto {
  @ApiProperty() id!: string;
  @ApiProperty({ type: String, nullable: true }) icao!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty() landingSiteType!: string;
  @ApiProperty() distanceKm!: number;
}

export class ReviewPetitionDto {
  @ApiProperty({ type: [String] }) submissionReviewers!: string[];
  @ApiProperty() note!: string;
}

export class ReviewSubmissionDto {
  @ApiPropertyOptional({ type: String, nullable: true }) usageMode?: string | null;
  @ApiPropertyOptional({ type: ReviewRegimeDto, nullable: true }) regime?: ReviewRegimeDto | null;
  @ApiPropertyOptional({ type: String, nullable: true }) channel?: string | null;
  @ApiPropertyOptional({ type: ReviewPetitionDto, nullable: true }) petition?: ReviewPetitionDto | null;
  @ApiPropertyOptional({ type: ReviewAirportDto, nullable: true }) takeoffAirport?: ReviewAirportDto | null;
  @ApiPropertyOptional({ type: ReviewAirportDto, nullable: true }) landingAirport?: ReviewAirportDto | null;
  @ApiPropertyOptional() restrictedZone?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'LOCAL: the purpose written for the administration' })
  purpose?: string | null;
  @ApiPropertyOptional() outsideLocality?: boolean;
  @ApiPropertyOptional({ type: [FileDto] }) attachments?: FileDto[];
}

export class ReviewDocumentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'RU_PASSPORT' }) type!: string;
  @ApiProperty() number!: string;
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true }) issuedAt?: string | null;
  @ApiProperty({ type: [FileDto] }) files!: FileDto[];
}

export class ReviewApplicantDetailDto extends ReviewApplicantDto {
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: [ReviewDocumentDto] }) documents!: ReviewDocumentDto[];
}

export class ReviewDroneDetailDto extends ReviewDroneDto {
  @ApiProperty({ type: String, nullable: true }) manufacturer!: string | null;
  @ApiProperty({ type: String, nullable: true }) type!: string | null;
  @ApiProperty({ type: [FileDto] }) images!: FileDto[];
}

export class ReviewDecisionDto {
  @ApiProperty({ enum: ['APPROVED', 'REJECTED'] }) status!: 'APPROVED' | 'REJECTED';
  @ApiProperty({ type: String, nullable: true }) number!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) dateOfIssue!: string | null;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ type: FileDto, nullable: true }) file!: FileDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who decided on the platform (null: the centre answered itself)' })
  decidedBy!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt!: string | null;
}

/** `GET /api/authority/flight-requests/{id}` and the answer of approve / reject. */
export class AuthorityFlightRequestDto extends AuthorityFlightRequestItemDto {
  @ApiProperty({ ...GEO_SHAPE, nullable: true }) geometry!: unknown | null;
  @ApiProperty({ type: ReviewLatLngDto, nullable: true }) takeOffPoint!: ReviewLatLngDto | null;
  @ApiProperty({ type: ReviewLatLngDto, nullable: true }) landingPoint!: ReviewLatLngDto | null;
  @ApiProperty({ type: ReviewAltitudesDto }) altitudes!: ReviewAltitudesDto;
  @ApiProperty({ type: String, nullable: true }) flySpaceClass!: string | null;
  @ApiProperty({ enum: ['INSIDE', 'OUTSIDE'] }) lineOfSight!: string;
  @ApiProperty({ type: [ReviewFlightDateDto] }) dates!: ReviewFlightDateDto[];
  @ApiProperty({ ...GEO_SHAPE, nullable: true, description: "The authority's map area" }) areaGeometry!: unknown | null;
  @ApiProperty({ type: ReviewCrossingDto }) crossing!: ReviewCrossingDto;
  @ApiProperty({ type: ReviewSubmissionDto }) submission!: ReviewSubmissionDto;
  @ApiProperty({ type: ReviewApplicantDetailDto }) declare applicant: ReviewApplicantDetailDto;
  @ApiProperty({ type: ReviewDroneDetailDto }) declare drone: ReviewDroneDetailDto;
  @ApiProperty({ type: ReviewDecisionDto, nullable: true }) decision!: ReviewDecisionDto | null;
  @ApiProperty({ type: [CaseEventDto], description: "This body's case-file events, newest first" }) events!: CaseEventDto[];
}

export class DecidedTodayDto {
  @ApiProperty() approved!: number;
  @ApiProperty() rejected!: number;
}

export class InFlightDto {
  @ApiProperty({ format: 'uuid' }) flightRequestId!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) applicantName!: string | null;
  @ApiProperty({ format: 'uuid' }) dateId!: string;
  @ApiProperty({ format: 'date-time' }) startAt!: string;
  @ApiProperty({ format: 'date-time' }) finishAt!: string;
  @ApiProperty({ type: String, nullable: true }) sid!: string | null;
}

export class TodaysFlightDto {
  @ApiProperty({ format: 'uuid' }) flightRequestId!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ enum: REVIEW_STATUSES, enumName: 'ReviewStatus' }) reviewStatus!: ReviewStatus;
  @ApiProperty({ format: 'date-time' }) startAt!: string;
  @ApiProperty({ format: 'date-time' }) finishAt!: string;
  @ApiProperty({ ...GEO_SHAPE, nullable: true }) geometry!: unknown | null;
}

/** `GET /api/authority/dashboard`: "today" is the Moscow day. */
export class AuthorityDashboardDto {
  @ApiProperty() awaiting!: number;
  @ApiProperty({ type: DecidedTodayDto }) decidedToday!: DecidedTodayDto;
  @ApiProperty({ type: [InFlightDto] }) inFlight!: InFlightDto[];
  @ApiProperty({ type: [TodaysFlightDto] }) todaysFlights!: TodaysFlightDto[];
  @ApiProperty({ ...GEO_SHAPE, nullable: true }) areaGeometry!: unknown | null;
}
