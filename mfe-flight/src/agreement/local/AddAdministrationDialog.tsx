import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, EmptyState, errorMessageOf, ListResults, Modal, notify, TextField, useDebounced } from '@nebo/shared-ui';
import {
  addAdministration,
  authorityRefOf,
  fetchMunicipals,
  localAgreementKeys,
  MUNICIPALS_PAGE_SIZE,
  type Authority,
} from './api/localAgreementsApi';
import { RouteMark } from './RouteMark';
import { NAMESPACE } from '../../namespace';

const Results = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2, 3)};
    padding: ${({ theme }) => theme.spacing(2, 0)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .name {
    flex: 1 1 200px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .added {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/** Whether a search item is one of the flight's administrations already (by authority id or by its map object). */
function isAdded(item: Authority, added: readonly Pick<Authority, 'id' | 'mapObjectId'>[]): boolean {
  return added.some((one) => (item.id && one.id === item.id) || (item.mapObjectId && one.mapObjectId === item.mapObjectId));
}

/**
 * The municipality search: the route's municipalities first with the «по маршруту» mark, paged; picking one
 * adds its administration to the flight.
 */
export function AddAdministrationDialog({
  flightId,
  open,
  added,
  onClose,
  onAdded,
}: {
  flightId: string;
  open: boolean;
  added: readonly Pick<Authority, 'id' | 'mapObjectId'>[];
  onClose: () => void;
  onAdded: () => void;
}): ReactElement | null {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = useDebounced(text.trim(), 300);
  const results = useQuery({
    queryKey: localAgreementKeys.municipals(flightId, search, page),
    queryFn: () => fetchMunicipals(flightId, search, page),
    placeholderData: keepPreviousData,
    enabled: open,
  });

  const pick = async (item: Authority) => {
    const key = item.id || item.mapObjectId || item.code;
    setPending(key);
    setError(null);
    try {
      await addAdministration(flightId, authorityRefOf(item));
      notify.success(t('local.search.done', { name: item.name }));
      onAdded();
      onClose();
    } catch (failure) {
      setError(errorMessageOf(failure, i18n) ?? null);
    } finally {
      setPending(null);
    }
  };

  return (
    <Modal
      open={open}
      title={t('local.search.title')}
      onClose={onClose}
      actions={
        <Button $variant="ghost" onClick={onClose}>
          {t('local.search.close')}
        </Button>
      }
    >
      <TextField
        type="search"
        label={t('local.search.field')}
        hint={t('local.search.hint')}
        value={text}
        onChange={(value) => {
          setText(value);
          setPage(0);
        }}
        autoComplete="off"
      />
      {error ? <p role="alert">{error}</p> : null}
      <ListResults
        query={results}
        label={t('local.search.results')}
        loadingLabel={t('local.search.loading')}
        errorTitle={t('local.search.loadFailed')}
        retryLabel={t('local.retry')}
        empty={<EmptyState title={t('local.search.emptyTitle')} description={t('local.search.emptyText')} />}
        paging={{ page, size: MUNICIPALS_PAGE_SIZE, onChange: setPage }}
        gap={3}
      >
        {(found) => (
          <Results aria-label={t('local.search.results')}>
            {found.data.map((item) => {
              const key = item.id || item.mapObjectId || item.code;
              const already = isAdded(item, added);
              return (
                <li key={key}>
                  <span className="name">{item.name}</span>
                  {item.crossed ? <RouteMark /> : null}
                  {already ? (
                    <span className="added">{t('local.search.added')}</span>
                  ) : (
                    <Button
                      $variant="secondary"
                      $size="sm"
                      disabled={pending !== null}
                      aria-label={t('local.search.pickLabel', { name: item.name })}
                      onClick={() => void pick(item)}
                    >
                      {pending === key ? t('local.search.adding') : t('local.search.pick')}
                    </Button>
                  )}
                </li>
              );
            })}
          </Results>
        )}
      </ListResults>
    </Modal>
  );
}
