import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  ButtonLink,
  DRONE_TYPES,
  EmptyState,
  ErrorState,
  media,
  PageHeading,
  PageSpinner,
  Pagination,
  Select,
  Stack,
  TextField,
  useDebounced,
  useLocale,
  WEIGHT_CLASSES,
  type DroneType,
  type WeightClass,
} from '@nebo/shared-ui';
import { dronesKeys, DRONES_PAGE_SIZE, findDrones, type DroneFilter } from '../api/dronesApi';
import { NAMESPACE } from '../../namespace';
import { DroneTable } from './DroneTable';
import { DroneTiles } from './DroneTiles';
import { ViewSwitch, type ListView } from './ViewSwitch';

const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  grid-template-columns: 1fr;
  align-items: start;
  ${media.up('md')} { grid-template-columns: 2fr 1fr 1fr 1fr; }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const SORTS = ['CREATE_DATE-', 'NAME', 'REGISTRATION_NUMBER', 'ISSUE_YEAR-'] as const;

const isWeightClass = (value: string | null): value is WeightClass => WEIGHT_CLASSES.includes(value as WeightClass);
const isDroneType = (value: string | null): value is DroneType => DRONE_TYPES.includes(value as DroneType);

/**
 * /drones/ — the pilot's drones as a table or as tiles, with search, filters, sort and pages. The view,
 * page and filters live in the address, so "back" from a drone returns to the same list.
 */
export function DronesListPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const [params, setParams] = useSearchParams();
  const view: ListView = params.get('view') === 'tiles' ? 'tiles' : 'table';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const sort = SORTS.find((value) => value === params.get('sort')) ?? SORTS[0];
  const weightClass = isWeightClass(params.get('weightClass')) ? (params.get('weightClass') as WeightClass) : '';
  const droneType = isDroneType(params.get('droneType')) ? (params.get('droneType') as DroneType) : '';
  const [text, setText] = useState(params.get('query') ?? '');
  const query = useDebounced(text.trim(), 350);

  const update = (changes: Record<string, string | null>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (resetPage) next.delete('page');
    setParams(next, { replace: true });
  };

  const filter: DroneFilter = { query, weightClass, droneType };
  const list = useQuery({
    queryKey: dronesKeys.list(filter, page, sort),
    queryFn: () => findDrones(filter, page, sort),
    placeholderData: keepPreviousData,
  });
  // The settled search text goes into the address and starts again from the first page.
  const addressQuery = params.get('query') ?? '';
  useEffect(() => {
    if (addressQuery === query) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query) next.set('query', query);
        else next.delete('query');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [query, addressQuery, setParams]);

  const filtered = Boolean(query || weightClass || droneType);
  let content: ReactElement;
  if (list.isPending) content = <PageSpinner label={t('drones.list.loading')} />;
  else if (list.isError) content = <ErrorState title={t('drones.list.loadFailed')} message={list.error.message} onRetry={() => void list.refetch()} retryLabel={t('drones.list.retry')} />;
  else if (list.data.data.length === 0) {
    content = filtered ? (
      <EmptyState title={t('drones.list.nothingFound')} description={t('drones.list.nothingFoundText')} />
    ) : (
      <EmptyState
        title={t('drones.list.emptyTitle')}
        description={t('drones.list.emptyText')}
        action={<ButtonLink to={localize('/drones/new/')}>{t('drones.new.title')}</ButtonLink>}
      />
    );
  } else {
    content = (
      <Stack $gap={4}>
        <Bar>
          <p>{t('drones.list.count', { count: list.data.meta.totalCount })}</p>
          <ViewSwitch view={view} onChange={(next) => update({ view: next === 'table' ? null : next }, false)} />
        </Bar>
        {view === 'tiles' ? <DroneTiles drones={list.data.data} /> : <DroneTable drones={list.data.data} />}
        <Pagination page={page} size={DRONES_PAGE_SIZE} totalCount={list.data.meta.totalCount} onChange={(next) => update({ page: next > 0 ? String(next) : null }, false)} />
      </Stack>
    );
  }

  return (
    <Stack $gap={5}>
      <Bar>
        <PageHeading title={t('drones.title')} description={t('drones.description')} />
        <ButtonLink to={localize('/drones/new/')}>{t('drones.new.title')}</ButtonLink>
      </Bar>
      <div role="search" aria-label={t('drones.list.filters')}>
        <Toolbar>
          <TextField type="search" label={t('drones.list.search')} hint={t('drones.list.searchHint')} value={text} onChange={setText} autoComplete="off" />
          <Select
            label={t('drones:fields.weightClass')}
            value={weightClass}
            placeholder={t('drones.list.any')}
            options={WEIGHT_CLASSES.map((value) => ({ value, label: t(`drones:weightClass.${value}`) }))}
            onChange={(value) => update({ weightClass: value || null })}
          />
          <Select
            label={t('drones:fields.droneType')}
            value={droneType}
            placeholder={t('drones.list.any')}
            options={DRONE_TYPES.map((value) => ({ value, label: t(`drones:droneType.${value}`) }))}
            onChange={(value) => update({ droneType: value || null })}
          />
          <Select
            label={t('drones.list.sort')}
            value={sort}
            placeholder={null}
            options={SORTS.map((value) => ({ value, label: t(`drones.list.sorts.${value}`) }))}
            onChange={(value) => update({ sort: value === SORTS[0] ? null : value })}
          />
        </Toolbar>
      </div>
      <section aria-live="polite" aria-busy={list.isFetching} aria-label={t('drones.list.results')}>
        {content}
      </section>
    </Stack>
  );
}
