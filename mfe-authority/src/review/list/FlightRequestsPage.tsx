import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  FiltersDisclosure,
  ListPage,
  ListResults,
  media,
  Select,
  TextField,
  useListSearchParams,
  useLocale,
} from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { fetchPurposes, findReviewRequests, reviewKeys } from '../reviewApi';
import { CROSSINGS, REVIEW_SORTS, type ReviewStatus } from '../types';
import { DATE_MASK, useDateParam, useTextParam } from './addressFields';
import {
  activeFilterCount,
  clearedFilters,
  filterFromParams,
  nextSort,
  REVIEW_PAGE_SIZE,
  sortFromParams,
  statusParam,
  toggleStatus,
} from './listFilters';
import { ReviewTable, type SortableColumn } from './ReviewTable';
import { StatusChips } from './StatusChips';
import { useNarrowScreen } from './useNarrowScreen';

/** The server takes at most this many characters of a text filter. */
const TEXT_FILTER_MAX = 200;

const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * /agreement/flight-requests/ — the requests owners sent to this authority: status chips, flight dates, applicant,
 * drone, purpose, crossing of the area and the name, all kept in the address (so "back" from a request returns
 * to the same list), sortable columns, pages; a table at desk width, cards on a phone.
 */
export function FlightRequestsPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { locale } = useLocale();
  const address = useListSearchParams();
  const { params, page, update, setPage } = address;
  const filter = useMemo(() => filterFromParams(params), [params]);
  const sort = sortFromParams(params);
  const name = useTextParam('query', params, update);
  const applicant = useTextParam('applicant', params, update);
  const drone = useTextParam('drone', params, update);
  const from = useDateParam('from', params, update);
  const to = useDateParam('to', params, update);

  const purposes = useQuery({ queryKey: reviewKeys.purposes(locale), queryFn: fetchPurposes, staleTime: Infinity });
  const dictionary = purposes.data?.data ?? [];

  const list = useQuery({
    queryKey: reviewKeys.list(filter, page, sort),
    queryFn: () => findReviewRequests(filter, page, sort),
    placeholderData: keepPreviousData,
  });
  // A page past the end (an old link, or requests decided away from the filter): go to the last page that has some.
  const total = list.data?.meta.totalCount;
  useEffect(() => {
    if (list.data && list.data.data.length === 0 && page > 0 && total !== undefined) {
      setPage(Math.max(0, Math.ceil(total / REVIEW_PAGE_SIZE) - 1));
    }
  }, [list.data, page, total, setPage]);

  const narrow = useNarrowScreen();
  const active = activeFilterCount(filter);
  const [filtersOpen, setFiltersOpen] = useState(active > 0);
  const filtered = active > 0 || filter.text !== '';
  const dateOrder = filter.from && filter.to && filter.to < filter.from;

  const setStatuses = (statuses: ReviewStatus[]) => update(statusParam(statuses));
  const onSort = (column: SortableColumn) => {
    const next = nextSort(sort, column);
    update({ sort: next === REVIEW_SORTS[0] ? null : next });
  };
  const resetFilters = () => {
    // One transition with the router's own navigation, so the boxes and the address change in the same render
    // (else a box's sync would write the old value back).
    startTransition(() => {
      name.clear();
      applicant.clear();
      drone.clear();
      from.clear();
      to.clear();
      update(clearedFilters());
    });
  };

  const more = (
    <Fields>
      <TextField
        label={t('review.list.dateFrom')}
        hint={t('review.list.dateHint')}
        mask={DATE_MASK}
        inputMode="numeric"
        placeholder="__.__.____"
        value={from.text}
        onChange={from.onChange}
        error={from.invalid ? t('review.list.invalidDate') : undefined}
      />
      <TextField
        label={t('review.list.dateTo')}
        hint={t('review.list.dateHint')}
        mask={DATE_MASK}
        inputMode="numeric"
        placeholder="__.__.____"
        value={to.text}
        onChange={to.onChange}
        error={to.invalid ? t('review.list.invalidDate') : dateOrder ? t('review.list.dateOrder') : undefined}
      />
      <TextField
        type="search"
        label={t('review.list.applicant')}
        hint={t('review.list.applicantHint')}
        value={applicant.text}
        onChange={applicant.setText}
        autoComplete="off"
        maxLength={TEXT_FILTER_MAX}
      />
      <TextField
        type="search"
        label={t('review.list.drone')}
        hint={t('review.list.droneHint')}
        value={drone.text}
        onChange={drone.setText}
        autoComplete="off"
        maxLength={TEXT_FILTER_MAX}
      />
      <Select
        label={t('review.list.purpose')}
        value={dictionary.some((item) => String(item.id) === filter.purpose) ? filter.purpose : ''}
        placeholder={t('review.list.anyPurpose')}
        options={dictionary.map((item) => ({ value: String(item.id), label: item.name || item.code }))}
        onChange={(value) => update({ purpose: value || null })}
      />
      <Select
        label={t('review.list.crossing')}
        value={filter.crossing}
        placeholder={t('review.list.anyCrossing')}
        options={CROSSINGS.map((value) => ({ value, label: t(`review.list.crossings.${value}`) }))}
        onChange={(value) => update({ crossing: value || null })}
      />
      {narrow ? (
        <Select
          label={t('review.list.sort')}
          value={sort}
          placeholder={null}
          options={REVIEW_SORTS.map((value) => ({ value, label: t(`review.list.sorts.${value}`) }))}
          onChange={(value) => update({ sort: value === REVIEW_SORTS[0] ? null : value })}
        />
      ) : null}
    </Fields>
  );

  return (
    <ListPage
      title={t('review.list.title')}
      description={t('review.list.description')}
      filtersLabel={t('review.list.filters')}
      filters={
        <Filters>
          <TextField
            type="search"
            label={t('review.list.search')}
            hint={t('review.list.searchHint')}
            value={name.text}
            onChange={name.setText}
            autoComplete="off"
            maxLength={TEXT_FILTER_MAX}
          />
          <StatusChips
            value={filter.statuses}
            onToggle={(status) => setStatuses(toggleStatus(filter.statuses, status))}
            onAll={() => setStatuses([])}
          />
          {narrow ? (
            <FiltersDisclosure open={filtersOpen} onToggle={(event) => setFiltersOpen(event.currentTarget.open)}>
              <summary>{active > 0 ? t('review.list.filtersToggleCount', { count: active }) : t('review.list.filtersToggle')}</summary>
              <div className="fields">{more}</div>
            </FiltersDisclosure>
          ) : (
            more
          )}
          {filtered ? (
            <div>
              <Button $variant="ghost" $size="sm" onClick={resetFilters}>
                {t('review.list.resetFilters')}
              </Button>
            </div>
          ) : null}
        </Filters>
      }
    >
      <ListResults
        query={list}
        label={t('review.list.results')}
        loadingLabel={t('review.list.loading')}
        errorTitle={t('review.list.loadFailed')}
        retryLabel={t('review.retry')}
        empty={
          filtered ? (
            <EmptyState title={t('review.list.nothingFound')} description={t('review.list.nothingFoundText')} />
          ) : (
            <EmptyState title={t('review.list.emptyTitle')} description={t('review.list.emptyText')} />
          )
        }
        paging={{ page, size: REVIEW_PAGE_SIZE, onChange: setPage }}
        gap={4}
      >
        {(found) => (
          <>
            <Bar>
              <p>{t('review.list.count', { count: found.meta.totalCount })}</p>
              <p>{t('review.list.moscowTime')}</p>
            </Bar>
            <ReviewTable items={found.data} sort={sort} onSort={onSort} />
          </>
        )}
      </ListResults>
    </ListPage>
  );
}
