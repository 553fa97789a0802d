import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, IsUrl, Matches, MaxLength } from 'class-validator';
import { nameText, nameTextOrNull } from '../../../common/validation/plain-text';

const trimmedOrNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};

/** POST /api/drone/manufacturers/save: creates a manufacturer, or updates the one with `id`. */
export class ManufacturerSaveDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Absent to create' })
  @IsOptional()
  @IsUUID()
  id?: string | null;

  @ApiProperty({ maxLength: 200, example: 'Геоскан' })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name!: string;

  @ApiPropertyOptional({ maxLength: 200, nullable: true, example: 'Geoscan' })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  nameEn?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'ISO 3166-1 alpha-2', example: 'RU' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value))
  @IsOptional()
  @Matches(/^[A-Z]{2}$/, { message: 'country must be an ISO 3166-1 alpha-2 code such as RU' })
  country?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: 500, example: 'https://www.geoscan.ru' })
  @Transform(trimmedOrNull)
  @IsOptional()
  @MaxLength(500)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'website must be an http(s) address' })
  website?: string | null;
}
