import { ApiProperty } from '@nestjs/swagger';
import { DictionaryItemDto } from '../../dictionaries/dtos/dictionary-item.dto';

/** company-type and appointment-basis: `{ data }` with `code` and `name` in the request's language. */
export class CompanyRegistrationDictionaryDto {
  @ApiProperty({ type: [DictionaryItemDto] }) data!: DictionaryItemDto[];
}
