import { ApiProperty } from '@nestjs/swagger';

export class PersonIdentityResultDto {
  @ApiProperty({ description: 'Whether the person-identity group is now complete (all but the patronymic filled)' })
  complete!: boolean;
}
