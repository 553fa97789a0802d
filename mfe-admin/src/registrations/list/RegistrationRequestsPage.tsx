import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ListPage,
  ListResults,
  media,
  Select,
  TextField,
  useDebounced,
  useListSearchParams,
  useSearchTextInAddress,
} from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { findRequests, registrationKeys } from '../registrationsApi';
import { REQUEST_KINDS, REQUEST_SORTS, type RegistrationStatus } from '../types';
import { clearedFilters, filterFromParams, isFiltered, REQUESTS_PAGE_SIZE, sortFromParams, statusParam, toggleStatus } from './listFilters';
import { RequestsTable } from './RequestsTable';
import { StatusChips } from './StatusChips';

/** The server takes at most this many characters of the search text. */
const SEARCH_MAX = 200;

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
  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2, 3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * /admin/company-registration-requests/ — every request of §7.14 for the reviewer (admin or moderator, D2): status
 * chips, kind, a search over name, INN and applicant, all kept in the address so "back" from a request returns to
 * the same list; a table at desk width, cards on a phone.
 */
export function RegistrationRequestsPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { params, page, update, setPage } = useListSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const sort = sortFromParams(params);
  const [text, setText] = useState(filter.text);
  const settled = useDebounced(text.trim(), 300);
  useSearchTextInAddress(settled, { params, update });

  const list = useQuery({
    queryKey: registrationKeys.list(filter, page, sort),
    queryFn: () => findRequests(filter, page, sort),
    placeholderData: keepPreviousData,
  });
  // A page past the end (an old link, or requests decided away from the filter): go to the last page that has some.
  const total = list.data?.meta.totalCount;
  useEffect(() => {
    if (list.data && list.data.data.length === 0 && page > 0 && total !== undefined) {
      setPage(Math.max(0, Math.ceil(total / REQUESTS_PAGE_SIZE) - 1));
    }
  }, [list.data, page, total, setPage]);

  const filtered = isFiltered(filter);
  const setStatuses = (statuses: RegistrationStatus[]) => update(statusParam(statuses));
  const reset = () => {
    startTransition(() => {
      setText('');
      update(clearedFilters());
    });
  };

  return (
    <ListPage
      title={t('registrations.list.title')}
      description={t('registrations.list.description')}
      filtersLabel={t('registrations.list.filters')}
      filters={
        <Filters>
          <Fields>
            <TextField
              type="search"
              label={t('registrations.list.search')}
              hint={t('registrations.list.searchHint')}
              value={text}
              onChange={setText}
              autoComplete="off"
              maxLength={SEARCH_MAX}
            />
            <Select
              label={t('registrations.list.kind')}
              value={filter.kind}
              placeholder={t('registrations.list.anyKind')}
              options={REQUEST_KINDS.map((value) => ({ value, label: t(`registrations.kinds.${value}`) }))}
              onChange={(value) => update({ kind: value || null })}
            />
            <Select
              label={t('registrations.list.sort')}
              value={sort}
              placeholder={null}
              options={REQUEST_SORTS.map((value) => ({ value, label: t(`registrations.list.sorts.${value}`) }))}
              onChange={(value) => update({ sort: value === REQUEST_SORTS[0] ? null : value })}
            />
          </Fields>
          <StatusChips
            value={filter.statuses}
            onToggle={(status) => setStatuses(toggleStatus(filter.statuses, status))}
            onAll={() => setStatuses([])}
          />
          {filtered ? (
            <div>
              <Button $variant="ghost" $size="sm" onClick={reset}>
                {t('registrations.list.resetFilters')}
              </Button>
            </div>
          ) : null}
        </Filters>
      }
    >
      <ListResults
        query={list}
        label={t('registrations.list.results')}
        loadingLabel={t('registrations.list.loading')}
        errorTitle={t('registrations.list.loadFailed')}
        retryLabel={t('registrations.retry')}
        empty={
          filtered ? (
            <EmptyState title={t('registrations.list.nothingFound')} description={t('registrations.list.nothingFoundText')} />
          ) : (
            <EmptyState title={t('registrations.list.emptyTitle')} description={t('registrations.list.emptyText')} />
          )
        }
        paging={{ page, size: REQUESTS_PAGE_SIZE, onChange: setPage }}
        gap={4}
      >
        {(found) => (
          <>
            <Bar>
              <p>{t('registrations.list.count', { count: found.meta.totalCount })}</p>
              <p>{t('registrations.list.moscowTime')}</p>
            </Bar>
            <RequestsTable items={found.data} />
          </>
        )}
      </ListResults>
    </ListPage>
  );
}
