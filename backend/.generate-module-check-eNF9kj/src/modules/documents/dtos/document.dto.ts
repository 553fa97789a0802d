import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PERSONAL_DOCUMENT_TYPES, PersonalDocumentType } from '../../dictionaries/definitions/static-dictionaries';
import { DictionaryItemDto } from '../../dictionaries/dtos/dictionary-item.dto';
import { FileDto } from '../../files/dtos/file.dto';

/** The document record (docs/requirements.md#documents). Passports also carry residenceAddress and birthPlace. */
export class DocumentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: DictionaryItemDto }) type!: DictionaryItemDto;
  @ApiProperty({ enum: PERSONAL_DOCUMENT_TYPES }) typeCode!: PersonalDocumentType;
  @ApiProperty({ type: String, nullable: true, example: '4510' }) series!: string | null;
  @ApiProperty({ example: '123456' }) number!: string;
  @ApiProperty({ type: String, nullable: true, example: '2015-06-01' }) issued!: string | null;
  @ApiProperty({ type: String, nullable: true }) issuer!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) residenceAddress?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) birthPlace?: string | null;
  @ApiProperty({ description: 'imported from ESIA (Gosuslugi); always false until that import exists' }) esiaDocument!: boolean;
  @ApiProperty({ type: [FileDto] }) files!: FileDto[];
  @ApiProperty({ example: '2026-11-22T10:00:00.000Z' }) createDate!: string;
}

export class DocumentPageDto {
  @ApiProperty({ type: [DocumentDto] }) data!: DocumentDto[];
  @ApiProperty({ example: { totalCount: 1 } }) meta!: { totalCount: number };
}
