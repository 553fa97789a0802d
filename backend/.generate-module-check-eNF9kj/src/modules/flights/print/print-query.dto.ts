import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PRINT_FORMATS, type PrintFormat } from './print-formats';

/** `?format=text|pdf|docx` of a printed form (text by default); anything else is a 400 field error. */
export class PrintQueryDto {
  @ApiPropertyOptional({ enum: PRINT_FORMATS, default: 'text', description: 'text (UTF-8), pdf or docx' })
  @IsOptional()
  @IsIn(PRINT_FORMATS)
  format?: PrintFormat;
}
