import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import {
  REGISTRATION_NUMBER_MAX_LENGTH,
  REGISTRATION_NUMBER_MESSAGE,
  REGISTRATION_NUMBER_PATTERN,
  normaliseRegistrationNumber,
} from './registration-number';

/** GET /api/user/drones/checkExistRegistrationNumber?registrationNumber= (and the drone being edited). */
export class RegistrationNumberCheckDto {
  @ApiProperty({ example: 'RU-0123456' })
  @Transform(({ value }) => normaliseRegistrationNumber(value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(REGISTRATION_NUMBER_MAX_LENGTH)
  @Matches(REGISTRATION_NUMBER_PATTERN, { message: REGISTRATION_NUMBER_MESSAGE })
  registrationNumber!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The drone being edited, whose own number does not count' })
  @IsOptional()
  @IsUUID()
  id?: string;
}

export class RegistrationNumberExistsDto {
  @ApiProperty() exists!: boolean;
}
