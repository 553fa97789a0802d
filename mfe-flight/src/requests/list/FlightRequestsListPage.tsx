import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  apiDateToDisplay,
  Button,
  ButtonLink,
  displayDateToApi,
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
  ViewSwitch,
  FiltersDisclosure,
} from '@nebo/shared-ui';
import { defaultMonth, isMonthKey } from './flightDates';
import {
  fetchPurposes,
  findFlightRequests,
  FLIGHT_PURPOSE_CODES,
  FLIGHT_REQUEST_STATUSES,
  FLIGHT_REQUESTS_PAGE_SIZE,
  flightRequestsKeys,
  SORTS,
  type FlightRequestFilter,
} from './flightRequestsApi';
import { purposeName } from './labels';
import { RequestsCalendar } from './RequestsCalendar';
import { RequestsMap } from './RequestsMap';
import { RequestsTable } from './RequestsTable';
import { RequestsTiles } from './RequestsTiles';
import { isStatus } from './StatusBadge';
import { useRequestActions } from './useRequestActions';
import { useNarrowScreen } from './useNarrowScreen';
import { isListView, LIST_VIEWS, type ListView } from './listViews';
import { NAMESPACE } from '../../namespace';

const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  grid-template-columns: 1fr;
  align-items: start;
  ${media.up('sm')} {
    grid-template-columns: 1fr 1fr;
    .search,
    .wide {
      grid-column: 1 / -1;
    }
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    .search,
    .sort {
      grid-column: span 2;
    }
  }
`;

const Reset = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.spacing(2)};
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
  .separator {
    margin: 0 0.5em;
  }
`;

const DATE_MASK = '99.99.9999';

/** A date filter typed as DD.MM.YYYY, kept in the address as YYYY-MM-DD once it is a real date. */
function useDateFilter(name: 'dateFrom' | 'dateTo', params: URLSearchParams, update: (changes: Record<string, string | null>) => void) {
  const stored = params.get(name);
  const [text, setText] = useState(apiDateToDisplay(stored));
  const value = displayDateToApi(stored ? apiDateToDisplay(stored) : null);
  const invalid = text.length === DATE_MASK.length && displayDateToApi(text) === null;
  const onChange = (typed: string) => {
    setText(typed);
    if (typed === '') update({ [name]: null });
    else {
      const api = displayDateToApi(typed);
      if (api && api !== stored) update({ [name]: api });
    }
  };
  // Clears the field only: the caller clears the address in one update with the other filters.
  const clear = () => setText('');
  return { text, value: value ?? '', invalid, onChange, clear };
}

/**
 * /flight/requests/ — the pilot's flight requests as a table, tiles, a map of the page's routes or a calendar
 * of their flight dates, with search, filters, sort and pages. The view, filters, sort, page and the
 * calendar's month live in the address, so "back" from a request returns to the same list.
 */
export function FlightRequestsListPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { locale, localize } = useLocale();
  const address = useListSearchParams();
  const { params, page, update, setPage } = address;
  const view: ListView = isListView(params.get('view')) ? (params.get('view') as ListView) : 'table';
  const sort = SORTS.find((value) => value === params.get('sort')) ?? SORTS[0];
  const status = isStatus(params.get('status')) ? (params.get('status') as string) : '';
  const purpose = params.get('purpose') ?? '';
  const dateFrom = useDateFilter('dateFrom', params, update);
  const dateTo = useDateFilter('dateTo', params, update);
  const [text, setText] = useState(params.get('query') ?? '');
  const settled = useDebounced(text.trim(), 350);
  // Typing waits for a pause; clearing the box (or "Reset filters") applies at once.
  const query = text.trim() === '' ? '' : settled;
  useSearchTextInAddress(query, address);

  const purposes = useQuery({ queryKey: flightRequestsKeys.purposes(locale), queryFn: fetchPurposes, staleTime: Infinity });
  const dictionary = purposes.data?.data ?? [];
  const purposeCodes = dictionary.length > 0 ? dictionary.map((item) => item.code) : [...FLIGHT_PURPOSE_CODES];

  const filter: FlightRequestFilter = { status, purpose, dateFrom: dateFrom.value, dateTo: dateTo.value, text: query };
  const list = useQuery({
    queryKey: flightRequestsKeys.list(filter, page, sort),
    queryFn: () => findFlightRequests(filter, page, sort),
    placeholderData: keepPreviousData,
  });
  const actions = useRequestActions();
  // A page past the end (its last request deleted, or an old link): go to the last page that has some.
  const total = list.data?.meta.totalCount;
  useEffect(() => {
    if (list.data && list.data.data.length === 0 && page > 0 && total !== undefined) {
      setPage(Math.max(0, Math.ceil(total / FLIGHT_REQUESTS_PAGE_SIZE) - 1));
    }
  }, [list.data, page, total, setPage]);

  const activeFilters = [status, purpose, dateFrom.value, dateTo.value].filter(Boolean).length;
  const filtered = Boolean(query) || activeFilters > 0;
  const narrow = useNarrowScreen();
  const [filtersOpen, setFiltersOpen] = useState(activeFilters > 0);
  const dateOrder = dateFrom.value && dateTo.value && dateTo.value < dateFrom.value;
  const newRequest = <ButtonLink to={localize('/flight/new/')}>{t('requestsList.newRequest')}</ButtonLink>;
  const empty = filtered ? (
    <EmptyState title={t('requestsList.nothingFound')} description={t('requestsList.nothingFoundText')} />
  ) : (
    <EmptyState title={t('requestsList.emptyTitle')} description={t('requestsList.emptyText')} action={newRequest} />
  );
  const resetFilters = () => {
    // One transition with the router's own navigation, so the fields and the address change in the same
    // render (else the search box's sync would write the old address back).
    startTransition(() => {
      setText('');
      dateFrom.clear();
      dateTo.clear();
      update({ status: null, purpose: null, dateFrom: null, dateTo: null, query: null });
    });
  };

  const moreFilters = (
    <>
      <Select
        label={t('requestsList.status')}
        value={status}
        placeholder={t('requestsList.any')}
        options={FLIGHT_REQUEST_STATUSES.map((value) => ({ value, label: t(`requestsList.statuses.${value}`) }))}
        onChange={(value) => update({ status: value || null })}
      />
      <Select
        label={t('requestsList.purpose')}
        value={purposeCodes.includes(purpose) ? purpose : ''}
        placeholder={t('requestsList.anyPurpose')}
        options={purposeCodes.map((code) => ({ value: code, label: purposeName(code, t, dictionary) }))}
        onChange={(value) => update({ purpose: value || null })}
      />
      <TextField
        label={t('requestsList.dateFrom')}
        hint={t('requestsList.dateHint')}
        mask={DATE_MASK}
        inputMode="numeric"
        placeholder="__.__.____"
        value={dateFrom.text}
        onChange={dateFrom.onChange}
        error={dateFrom.invalid ? t('requestsList.invalidDate') : undefined}
      />
      <TextField
        label={t('requestsList.dateTo')}
        hint={t('requestsList.dateHint')}
        mask={DATE_MASK}
        inputMode="numeric"
        placeholder="__.__.____"
        value={dateTo.text}
        onChange={dateTo.onChange}
        error={dateTo.invalid ? t('requestsList.invalidDate') : dateOrder ? t('requestsList.dateOrder') : undefined}
      />
      <div className="sort">
        <Select
          label={t('requestsList.sort')}
          value={sort}
          placeholder={null}
          options={SORTS.map((value) => ({ value, label: t(`requestsList.sorts.${value}`) }))}
          onChange={(value) => update({ sort: value === SORTS[0] ? null : value })}
        />
      </div>
    </>
  );

  return (
    <ListPage
      title={t('requestsList.title')}
      description={t('requestsList.description')}
      actions={newRequest}
      filtersLabel={t('requestsList.filters')}
      filters={
        <>
          <Toolbar>
            <div className="search">
              <TextField
                type="search"
                label={t('requestsList.search')}
                hint={t('requestsList.searchHint')}
                value={text}
                onChange={setText}
                autoComplete="off"
              />
            </div>
            {narrow ? (
              <FiltersDisclosure className="wide" open={filtersOpen} onToggle={(event) => setFiltersOpen(event.currentTarget.open)}>
                <summary>
                  {activeFilters > 0 ? t('requestsList.filtersToggleCount', { count: activeFilters }) : t('requestsList.filtersToggle')}
                </summary>
                <div className="fields">{moreFilters}</div>
              </FiltersDisclosure>
            ) : (
              moreFilters
            )}
          </Toolbar>
          {filtered ? (
            <Reset>
              <Button $variant="ghost" $size="sm" onClick={resetFilters}>
                {t('requestsList.resetFilters')}
              </Button>
            </Reset>
          ) : null}
        </>
      }
    >
      <ListResults
        query={list}
        label={t('requestsList.results')}
        loadingLabel={t('requestsList.loading')}
        errorTitle={t('requestsList.loadFailed')}
        retryLabel={t('requestsList.retry')}
        empty={empty}
        paging={{ page, size: FLIGHT_REQUESTS_PAGE_SIZE, onChange: setPage }}
        gap={4}
      >
        {(found) => (
          <>
            <Bar>
              <p>
                {t('requestsList.count', { count: found.meta.totalCount })}
                <span className="separator" aria-hidden="true">
                  ·
                </span>
                {t('requestsList.moscowTime')}
              </p>
              <ViewSwitch
                views={LIST_VIEWS}
                view={view}
                onChange={(next) => update({ view: next === 'table' ? null : next, month: null }, false)}
                label={t('requestsList.view')}
                labelOf={(option) => t(`requestsList.views.${option}`)}
              />
            </Bar>
            {view === 'tiles' ? (
              <RequestsTiles items={found.data} purposes={dictionary} actions={actions} />
            ) : view === 'map' ? (
              <RequestsMap items={found.data} />
            ) : view === 'calendar' ? (
              <RequestsCalendar
                items={found.data}
                month={isMonthKey(params.get('month')) ? (params.get('month') as string) : defaultMonth(found.data)}
                onMonth={(month) => update({ month }, false)}
              />
            ) : (
              <RequestsTable items={found.data} purposes={dictionary} actions={actions} />
            )}
          </>
        )}
      </ListResults>
      {actions.dialog}
    </ListPage>
  );
}
