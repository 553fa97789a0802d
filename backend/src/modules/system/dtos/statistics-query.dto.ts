import { ApiProperty } from '@nestjs/swagger';
import { IsCalendarDate } from '../../../common/validation/is-calendar-date.decorator';

/**
 * `?dateFrom=YYYY-MM-DD&dateTo=YYYY-MM-DD` (part 2 L70's date format), both days included, Moscow calendar days.
 * Each day is checked here (the house's IsCalendarDate: both fields named at once); a reversed range or one over 366
 * days is the domain rule's (domain/date-range.ts), in the same field-error shape.
 */
export class StatisticsQueryDto {
  @ApiProperty({
    format: 'date',
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    example: '2025-01-01',
    description: 'first day, YYYY-MM-DD (Moscow time)',
  })
  @IsCalendarDate()
  dateFrom!: string;

  @ApiProperty({
    format: 'date',
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    example: '2025-01-31',
    description: 'last day, included; at most 366 days after dateFrom',
  })
  @IsCalendarDate()
  dateTo!: string;
}
