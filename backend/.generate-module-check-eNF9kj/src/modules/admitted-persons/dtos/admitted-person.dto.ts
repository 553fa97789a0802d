import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class AdmittedPersonDocumentViewDto {
  @ApiProperty({ example: 'RU_PASSPORT' }) typeCode!: string;
  @ApiProperty({ type: String, nullable: true, example: '4510' }) series!: string | null;
  @ApiProperty({ example: '123456' }) number!: string;
}

/** An admitted person as answered; `me` marks the caller in find-all-with-me. */
export class AdmittedPersonDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty({ type: String, nullable: true }) patronymic!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1990-05-14' }) birthDate!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '79123456789' }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: AdmittedPersonDocumentViewDto, nullable: true }) document!: AdmittedPersonDocumentViewDto | null;
  @ApiPropertyOptional({ description: 'true for the caller themself (find-all-with-me)' }) me?: boolean;
}

/** The catalogue names `data, totalCount` for this list (docs/requirements.md#admitted-persons); `meta.totalCount` as every list. */
export class AdmittedPersonPageDto {
  @ApiProperty({ type: [AdmittedPersonDto] }) data!: AdmittedPersonDto[];
  @ApiProperty({ example: 1 }) totalCount!: number;
  @ApiProperty({ example: { totalCount: 1 } }) meta!: { totalCount: number };
}
