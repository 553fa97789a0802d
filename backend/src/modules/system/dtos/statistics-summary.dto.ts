import { ApiProperty } from '@nestjs/swagger';
import { SECTION_KEYS, type SectionKey } from '../domain/statistics-figures';

export class StatisticsSeriesDto {
  @ApiProperty({ description: 'registered | approved | individual | company, or a status code (PENDING, ALLOWED…)' })
  key!: string;

  @ApiProperty({ type: [Number], description: 'one figure per day of `days`, in the same order' })
  perDay!: number[];

  @ApiProperty()
  total!: number;
}

export class StatisticsSectionDto {
  @ApiProperty({ enum: SECTION_KEYS, enumName: 'StatisticsSectionKey' })
  key!: SectionKey;

  @ApiProperty({ type: [StatisticsSeriesDto] })
  series!: StatisticsSeriesDto[];
}

/** "Private total-activity statistics": everything ever recorded on the platform. */
export class AllTimeTotalsDto {
  @ApiProperty() users!: number;
  @ApiProperty() companies!: number;
  @ApiProperty() drones!: number;
  @ApiProperty() flightRequests!: number;
  @ApiProperty({ description: 'zonal-centre and local agreements' }) agreements!: number;
  @ApiProperty({ description: 'flight dates that arrived' }) flightsCompleted!: number;
}

export class MarketplaceFigureDto {
  @ApiProperty({ description: "the figure's dotted key in the marketplace's answer" })
  key!: string;

  @ApiProperty()
  value!: number;
}

export class MarketplaceStatsDto {
  @ApiProperty({
    enum: ['not-configured', 'unavailable', 'ok'],
    enumName: 'MarketplaceStatsStatus',
    description: 'not-configured: MARKETPLACE_URL is unset; unavailable: it did not answer in time or answered an error',
  })
  status!: 'not-configured' | 'unavailable' | 'ok';

  @ApiProperty({ type: [MarketplaceFigureDto] })
  figures!: MarketplaceFigureDto[];
}

/** The statistics' figures as JSON, the same as the XLSX file's, for the admin screen's charts. */
export class StatisticsSummaryDto {
  @ApiProperty({ format: 'date' }) dateFrom!: string;
  @ApiProperty({ format: 'date' }) dateTo!: string;

  @ApiProperty({ type: [String], description: 'every day of the range, YYYY-MM-DD, oldest first' })
  days!: string[];

  @ApiProperty({ type: [StatisticsSectionDto] })
  sections!: StatisticsSectionDto[];

  @ApiProperty({ type: AllTimeTotalsDto })
  allTime!: AllTimeTotalsDto;

  @ApiProperty({ type: MarketplaceStatsDto })
  marketplace!: MarketplaceStatsDto;
}
