import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ButtonLink,
  DRONE_TYPES,
  EmptyState,
  ListPage,
  ListResults,
  media,
  Select,
  TextField,
  useDebounced,
  useListSearchParams,
  useLocale,
  useSearchTextInAddress,
  WEIGHT_CLASSES,
  type DroneType,
  type WeightClass,
  ViewSwitch,
} from '@nebo/shared-ui';
import { dronesKeys, DRONES_PAGE_SIZE, findDrones, type DroneFilter } from '../api/dronesApi';
import { NAMESPACE } from '../../namespace';
import { DroneTable } from './DroneTable';
import { DroneTiles } from './DroneTiles';
import { DRONE_LIST_VIEWS, type ListView } from './listViews';

const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  grid-template-columns: 1fr;
  align-items: start;
  ${media.up('md')} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
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
  const address = useListSearchParams();
  const { params, page, update, setPage } = address;
  const view: ListView = params.get('view') === 'tiles' ? 'tiles' : 'table';
  const sort = SORTS.find((value) => value === params.get('sort')) ?? SORTS[0];
  const weightClass = isWeightClass(params.get('weightClass')) ? (params.get('weightClass') as WeightClass) : '';
  const droneType = isDroneType(params.get('droneType')) ? (params.get('droneType') as DroneType) : '';
  const [text, setText] = useState(params.get('query') ?? '');
  const query = useDebounced(text.trim(), 350);

  const filter: DroneFilter = { query, weightClass, droneType };
  const list = useQuery({
    queryKey: dronesKeys.list(filter, page, sort),
    queryFn: () => findDrones(filter, page, sort),
    placeholderData: keepPreviousData,
  });
  useSearchTextInAddress(query, address);

  const filtered = Boolean(query || weightClass || droneType);
  const newDrone = <ButtonLink to={localize('/drones/new/')}>{t('drones.new.title')}</ButtonLink>;
  const empty = filtered ? (
    <EmptyState title={t('drones.list.nothingFound')} description={t('drones.list.nothingFoundText')} />
  ) : (
    <EmptyState title={t('drones.list.emptyTitle')} description={t('drones.list.emptyText')} action={newDrone} />
  );

  return (
    <ListPage
      title={t('drones.title')}
      description={t('drones.description')}
      actions={newDrone}
      filtersLabel={t('drones.list.filters')}
      filters={
        <Toolbar>
          <TextField
            type="search"
            label={t('drones.list.search')}
            hint={t('drones.list.searchHint')}
            value={text}
            onChange={setText}
            autoComplete="off"
          />
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
      }
    >
      <ListResults
        query={list}
        label={t('drones.list.results')}
        loadingLabel={t('drones.list.loading')}
        errorTitle={t('drones.list.loadFailed')}
        retryLabel={t('drones.list.retry')}
        empty={empty}
        paging={{ page, size: DRONES_PAGE_SIZE, onChange: setPage }}
        gap={4}
      >
        {(found) => (
          <>
            <Bar>
              <p>{t('drones.list.count', { count: found.meta.totalCount })}</p>
              <ViewSwitch
                views={DRONE_LIST_VIEWS}
                view={view}
                onChange={(next) => update({ view: next === 'table' ? null : next }, false)}
                label={t('drones.list.view')}
                labelOf={(option) => t(`drones.list.views.${option}`)}
              />
            </Bar>
            {view === 'tiles' ? <DroneTiles drones={found.data} /> : <DroneTable drones={found.data} />}
          </>
        )}
      </ListResults>
    </ListPage>
  );
}
