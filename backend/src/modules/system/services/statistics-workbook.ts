import { Workbook } from 'exceljs';
import type { DayRange } from '../domain/date-range';
import { STATISTICS_LABELS, type StatisticsLocale } from '../domain/statistics-labels';
import type { AllTimeTotals, Section } from '../domain/statistics-figures';
import type { MarketplaceStats } from './marketplace-client';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface StatisticsFigures {
  range: DayRange;
  sections: Section[];
  allTime: AllTimeTotals;
  marketplace: MarketplaceStats;
}

/** `statistics_2025-01-01_2025-01-31.xlsx` (docs/requirements.md#admin-statistics). */
export function statisticsFilename(range: Pick<DayRange, 'dateFrom' | 'dateTo'>): string {
  return `statistics_${range.dateFrom}_${range.dateTo}.xlsx`;
}

/**
 * The statistics as an XLSX workbook: one sheet per section (a row per day: the date as a real date cell shown
 * DD.MM.YYYY, one column per series, a total row at the bottom), then a totals sheet (the range's totals per
 * series, the all-time totals and the marketplace's figures).
 */
export async function statisticsWorkbook(figures: StatisticsFigures, locale: StatisticsLocale): Promise<Buffer> {
  const words = STATISTICS_LABELS[locale];
  const label = (series: string) => words.series_[series] ?? series;
  const workbook = new Workbook();
  workbook.creator = 'Nebo';

  for (const section of figures.sections) {
    const sheet = workbook.addWorksheet(words.sections[section.key]);
    sheet.columns = [
      { header: words.date, key: 'date', width: 12, style: { numFmt: 'dd.mm.yyyy' } },
      ...section.series.map((s) => ({ header: label(s.key), key: s.key, width: Math.max(12, label(s.key).length + 2) })),
    ];
    figures.range.days.forEach((day, i) => {
      sheet.addRow([new Date(`${day}T00:00:00Z`), ...section.series.map((s) => s.perDay[i])]);
    });
    const totalRow = sheet.addRow([words.total, ...section.series.map((s) => s.total)]);
    totalRow.font = { bold: true };
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
  }

  const totals = workbook.addWorksheet(words.totalsSheet);
  totals.columns = [
    { header: words.section, key: 'section', width: 28 },
    { header: words.series, key: 'series', width: 36 },
    { header: words.total, key: 'total', width: 12 },
  ];
  totals.getRow(1).font = { bold: true };
  totals.addRow([words.inRange(figures.range.dateFrom, figures.range.dateTo)]).font = { italic: true };
  for (const section of figures.sections) {
    for (const s of section.series) totals.addRow([words.sections[section.key], label(s.key), s.total]);
  }
  totals.addRow([words.allTime]).font = { italic: true };
  for (const [key, value] of Object.entries(figures.allTime) as [keyof AllTimeTotals, number][]) {
    totals.addRow([words.allTime, words.allTimeKeys[key], value]);
  }
  totals.addRow([words.marketplace]).font = { italic: true };
  if (figures.marketplace.status === 'ok') {
    for (const figure of figures.marketplace.figures) totals.addRow([words.marketplace, figure.key, figure.value]);
  } else {
    totals.addRow([
      words.marketplace,
      figures.marketplace.status === 'not-configured' ? words.marketplaceNotConfigured : words.marketplaceUnavailable,
    ]);
  }

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
