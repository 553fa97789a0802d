import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty({ example: 'firstName' }) field!: string;
  @ApiProperty({ example: 'firstName should not be empty' }) error!: string;
}

/** The error shape (docs/contracts.md) as the OpenAPI document describes it, for typed clients. */
export class ErrorBodyDto {
  @ApiProperty({ example: 'Bad Request', description: 'HTTP reason phrase' }) error!: string;
  @ApiProperty({ example: 'firstName:firstName should not be empty', description: 'For field errors: the field:error list joined by "; "' })
  message!: string;
  @ApiProperty({ example: 400 }) statusCode!: number;
  @ApiPropertyOptional({ type: [FieldErrorDto] }) detailedError?: FieldErrorDto[];
  @ApiPropertyOptional({ example: 'drones.not-found', description: 'Stable code of a failure a module names on purpose, for translation' })
  code?: string;
}
