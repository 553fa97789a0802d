import { Injectable } from '@nestjs/common';
import { type DayRange, checkDayRange } from '../domain/date-range';
import { buildSections } from '../domain/statistics-figures';
import type { StatisticsLocale } from '../domain/statistics-labels';
import { StatisticsRepository } from '../repositories/statistics.repository';
import { statisticsRangeInvalid } from '../system.exceptions';
import { MarketplaceClient } from './marketplace-client';
import { type StatisticsFigures, statisticsFilename, statisticsWorkbook } from './statistics-workbook';

/** The admin's statistics (part 2 §7.18): the same figures as JSON for the screen's charts and as an XLSX file. */
@Injectable()
export class StatisticsService {
  constructor(
    private readonly repository: StatisticsRepository,
    private readonly marketplace: MarketplaceClient,
  ) {}

  /** 400 with field errors on dateFrom / dateTo for a bad, reversed or too long range, before any counting. */
  range(dateFrom: string, dateTo: string): DayRange {
    const checked = checkDayRange(dateFrom, dateTo);
    if ('errors' in checked) throw statisticsRangeInvalid(checked.errors);
    return checked.range;
  }

  async figures(range: DayRange): Promise<StatisticsFigures> {
    const [counts, allTime, marketplace] = await Promise.all([
      this.repository.dayCounts(range),
      this.repository.allTimeTotals(),
      this.marketplace.stats(),
    ]);
    return { range, sections: buildSections(range.days, counts), allTime, marketplace };
  }

  async file(range: DayRange, locale: StatisticsLocale): Promise<{ filename: string; content: Buffer }> {
    return { filename: statisticsFilename(range), content: await statisticsWorkbook(await this.figures(range), locale) };
  }
}
