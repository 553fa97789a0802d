import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  MASKS,
  PageHeading,
  QueryBoundary,
  Stack,
  TextField,
  apiDateToDisplay,
  errorMessageOf,
  media,
  notify,
} from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { BarChart } from './BarChart';
import { checkDisplayRange, defaultRange, toDisplayRange, type ApiRange, type DisplayRange, type RangeError } from './dateRange';
import { StatisticsFigures } from './StatisticsFigures';
import { downloadStatistics, fetchSummary, statisticsKeys, type StatisticsSummary } from './statisticsApi';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto auto;
  }
  fieldset {
    display: contents;
  }
  legend {
    grid-column: 1 / -1;
    font-weight: 600;
    padding: 0;
  }
`;

const Charts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  grid-template-columns: minmax(0, 1fr);
  ${media.up('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * /admin/statistics/ — the platform's figures for a period (part 2 §7.18): the form (last 30 Moscow days by default,
 * DD.MM.YYYY), the XLSX download through the authenticated API client, and the same figures as charts with data
 * tables, the all-time totals and the marketplace's figures. The admin role is the shell's guard and the server's.
 */
export function StatisticsPage(): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [range, setRange] = useState<ApiRange>(() => defaultRange());
  const [form, setForm] = useState<DisplayRange>(() => toDisplayRange(range));
  const [errors, setErrors] = useState<{ from?: RangeError; to?: RangeError }>({});
  const [downloading, setDownloading] = useState(false);

  const summary = useQuery({
    queryKey: statisticsKeys.summary(range),
    queryFn: () => fetchSummary(range),
    placeholderData: keepPreviousData,
  });

  /** The typed period, checked as the server checks it; undefined (with the errors shown) when it is not valid. */
  const checked = (): ApiRange | undefined => {
    const result = checkDisplayRange(form);
    if ('errors' in result) {
      setErrors(result.errors);
      return undefined;
    }
    setErrors({});
    return result.range;
  };

  const show = (event: FormEvent) => {
    event.preventDefault();
    const next = checked();
    if (next) setRange(next);
  };

  const download = async () => {
    const next = checked();
    if (!next || downloading) return;
    setDownloading(true);
    try {
      const name = await downloadStatistics(next);
      notify.success(t('statistics.downloaded', { name }));
    } catch (failure) {
      notify.error(errorMessageOf(failure, i18n) || t('statistics.downloadFailed'), t('statistics.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const errorText = (error: RangeError | undefined) => (error ? t(`statistics.errors.${error}`) : undefined);

  return (
    <Stack $gap={5}>
      <PageHeading title={t('statistics.title')} description={t('statistics.description')} />
      <Form onSubmit={show} noValidate>
        <fieldset>
          <legend>{t('statistics.period')}</legend>
          <TextField
            label={t('statistics.dateFrom')}
            hint={t('statistics.dateHint')}
            mask={MASKS.date}
            inputMode="numeric"
            value={form.from}
            onChange={(from) => setForm((current) => ({ ...current, from }))}
            error={errorText(errors.from)}
            required
          />
          <TextField
            label={t('statistics.dateTo')}
            hint={t('statistics.dateHint')}
            mask={MASKS.date}
            inputMode="numeric"
            value={form.to}
            onChange={(to) => setForm((current) => ({ ...current, to }))}
            error={errorText(errors.to)}
            required
          />
          <Button type="submit">{t('statistics.show')}</Button>
          <Button type="button" $variant="secondary" onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
            {downloading ? t('statistics.downloading') : t('statistics.download')}
          </Button>
        </fieldset>
      </Form>
      <QueryBoundary
        query={summary}
        loadingLabel={t('statistics.loading')}
        errorTitle={t('statistics.loadFailed')}
        retryLabel={t('statistics.retry')}
      >
        {(data) => <Figures data={data} />}
      </QueryBoundary>
    </Stack>
  );
}

function Figures({ data }: { data: StatisticsSummary }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const from = apiDateToDisplay(data.dateFrom);
  const to = apiDateToDisplay(data.dateTo);
  return (
    <Stack $gap={4}>
      <p aria-live="polite">{t('statistics.shownPeriod', { from, to })}</p>
      <Charts>
        {data.sections.map((section) => {
          const title = t(`statistics.sections.${section.key}`);
          const total = section.series.reduce((sum, s) => sum + s.total, 0);
          return (
            <BarChart
              key={section.key}
              title={title}
              description={t('statistics.chart.description', { section: title, from, to, total })}
              days={data.days}
              series={section.series.map((s) => ({ ...s, label: t(`statistics.series.${s.key}`, { defaultValue: s.key }) }))}
              labels={{
                table: t('statistics.chart.table', { section: title }),
                date: t('statistics.chart.date'),
                total: t('statistics.chart.total'),
                nothing: t('statistics.chart.nothing'),
                legend: t('statistics.chart.legend'),
              }}
            />
          );
        })}
      </Charts>
      <StatisticsFigures allTime={data.allTime} marketplace={data.marketplace} />
    </Stack>
  );
}
