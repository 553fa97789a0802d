import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One dictionary entry; `name` is in the request's language, `nameEn` always English. */
export class DictionaryItemDto {
  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'integer, or the ISO code for countries' })
  id!: number | string;

  @ApiProperty({ example: 'EMAIL' })
  code!: string;

  @ApiProperty({ example: 'Электронная почта' })
  name!: string;

  @ApiPropertyOptional({ example: 'E-mail' })
  nameEn?: string;
}

export class DictionaryPageDto {
  @ApiProperty({ type: [DictionaryItemDto] })
  data!: DictionaryItemDto[];

  @ApiProperty({ example: { totalCount: 3 } })
  meta!: { totalCount: number };
}

/** A Russian locality of `GET /public/cities`. */
export class CityDto {
  @ApiProperty({ description: 'GeoNames id' }) id!: number;
  @ApiProperty({ example: 'Казань' }) name!: string;
  @ApiProperty({ example: 'Kazan' }) nameEn!: string;
  @ApiProperty({ example: 55.78874 }) latitude!: number;
  @ApiProperty({ example: 49.12214 }) longitude!: number;
  @ApiProperty({ example: 1243500 }) population!: number;
}

export class CityPageDto {
  @ApiProperty({ type: [CityDto] }) data!: CityDto[];
  @ApiProperty({ example: { totalCount: 1 } }) meta!: { totalCount: number };
}

/** A country of `GET /public/countries`. */
export class CountryDto {
  @ApiProperty({ example: 'RU', description: 'ISO 3166-1 alpha-2' }) id!: string;
  @ApiProperty({ example: 'RU' }) code!: string;
  @ApiProperty({ example: 'RUS' }) alpha3!: string;
  @ApiProperty({ example: 'Российская Федерация' }) name!: string;
  @ApiProperty({ example: 'Russia' }) nameEn!: string;
}

export class CountryPageDto {
  @ApiProperty({ type: [CountryDto] }) data!: CountryDto[];
  @ApiProperty({ example: { totalCount: 1 } }) meta!: { totalCount: number };
}
