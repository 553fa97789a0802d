import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ListResults, notify, Select, Stack, TextField, useDebounced } from '@nebo/shared-ui';
import {
  deleteManufacturer,
  findManufacturers,
  LIBRARY_PAGE_SIZE,
  libraryKeys,
  setManufacturerArchived,
  type LibraryStatus,
  type Manufacturer,
  type ManufacturerFilter,
} from '../api/libraryApi';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ArchiveDeleteButtons } from '../components/ArchiveDeleteButtons';
import { Bar, Filters, RowActions, Table, TableScroller } from '../components/LibraryTable';
import { StatusBadge } from '../components/StatusBadge';
import { NAMESPACE } from '../../namespace';
import { ManufacturerDialog } from './ManufacturerDialog';

export const MANUFACTURER_SORTS = ['NAME', 'COUNTRY', 'CREATE_DATE-'] as const;
const STATUSES: readonly LibraryStatus[] = ['ACTIVE', 'ARCHIVED'];

/**
 * The library's manufacturers: search, status filter, sort and pages; add and edit in a dialog; archive,
 * restore and delete (deleting one removes its models, and is refused while a drone uses one of them).
 */
export function ManufacturersPanel(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const query = useDebounced(text, 300);
  const [status, setStatus] = useState<LibraryStatus | ''>('');
  const [sort, setSort] = useState<string>(MANUFACTURER_SORTS[0]);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Manufacturer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Manufacturer | null>(null);
  const filter: ManufacturerFilter = { query, status };

  const list = useQuery({
    queryKey: libraryKeys.manufacturers(filter, page, sort),
    queryFn: () => findManufacturers(filter, page, sort),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: libraryKeys.all });
  const archive = useMutation({
    mutationFn: ({ manufacturer, archived }: { manufacturer: Manufacturer; archived: boolean }) =>
      setManufacturerArchived(manufacturer.id, archived),
    onSuccess: (manufacturer, { archived }) => {
      notify.success(t(archived ? 'library.manufacturers.archived' : 'library.manufacturers.restored', { name: manufacturer.name }));
      void refresh();
    },
    onError: (error) => notify.error(error.message),
  });
  const remove = useMutation({ mutationFn: (manufacturer: Manufacturer) => deleteManufacturer(manufacturer.id) });

  const onDeleteConfirmed = async () => {
    if (!deleting) return;
    await remove.mutateAsync(deleting);
    notify.success(t('library.manufacturers.deleted', { name: deleting.name }));
    setDeleting(null);
    if (page > 0 && list.data && list.data.data.length === 1) setPage(page - 1);
    await refresh();
  };

  return (
    <Stack $gap={4}>
      <Bar>
        <p>{list.data ? t('library.manufacturers.count', { count: list.data.meta.totalCount }) : null}</p>
        <Button onClick={() => setEditing('new')}>{t('library.manufacturers.add')}</Button>
      </Bar>
      <div role="search" aria-label={t('library.filters')}>
        <Filters $columns="2fr 1fr 1fr">
          <TextField
            type="search"
            label={t('library.search')}
            hint={t('library.manufacturers.searchHint')}
            value={text}
            onChange={(value) => {
              setText(value);
              setPage(0);
            }}
            autoComplete="off"
          />
          <Select
            label={t('library.columns.status')}
            value={status}
            placeholder={t('library.any')}
            options={STATUSES.map((value) => ({ value, label: t(`library.status.${value}`) }))}
            onChange={(value) => {
              setStatus(value as LibraryStatus | '');
              setPage(0);
            }}
          />
          <Select
            label={t('library.sort')}
            value={sort}
            placeholder={null}
            options={MANUFACTURER_SORTS.map((value) => ({ value, label: t(`library.manufacturers.sorts.${value}`) }))}
            onChange={(value) => {
              setSort(value);
              setPage(0);
            }}
          />
        </Filters>
      </div>
      <ListResults
        query={list}
        label={t('library.manufacturers.title')}
        loadingLabel={t('library.loading')}
        errorTitle={t('library.loadFailed')}
        retryLabel={t('library.retry')}
        empty={<EmptyState title={t('library.manufacturers.empty')} description={t('library.nothingFoundText')} />}
        paging={{ page, size: LIBRARY_PAGE_SIZE, onChange: setPage }}
        gap={3}
      >
        {(found) => (
          <TableScroller tabIndex={0} role="region" aria-label={t('library.manufacturers.tableLabel')}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('library.manufacturers.fields.name')}</th>
                  <th scope="col">{t('library.manufacturers.fields.nameEn')}</th>
                  <th scope="col">{t('library.manufacturers.fields.country')}</th>
                  <th scope="col">{t('library.manufacturers.columns.models')}</th>
                  <th scope="col">{t('library.columns.status')}</th>
                  <th scope="col">{t('library.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {found.data.map((manufacturer) => {
                  const archived = manufacturer.status === 'ARCHIVED';
                  return (
                    <tr key={manufacturer.id}>
                      <td>
                        {manufacturer.website ? (
                          <a href={manufacturer.website} target="_blank" rel="noopener noreferrer">
                            {manufacturer.name}
                          </a>
                        ) : (
                          manufacturer.name
                        )}
                      </td>
                      <td>{manufacturer.nameEn ?? t('library.none')}</td>
                      <td>{manufacturer.country ?? t('library.none')}</td>
                      <td>{manufacturer.modelsCount}</td>
                      <td>
                        <StatusBadge status={manufacturer.status} />
                      </td>
                      <td className="actions">
                        <RowActions>
                          <Button
                            $size="sm"
                            $variant="secondary"
                            onClick={() => setEditing(manufacturer)}
                            aria-label={t('library.editNamed', { name: manufacturer.name })}
                          >
                            {t('library.edit')}
                          </Button>
                          <ArchiveDeleteButtons
                            name={manufacturer.name}
                            archived={archived}
                            busy={archive.isPending}
                            onToggleArchive={() => archive.mutate({ manufacturer, archived: !archived })}
                            onDelete={() => setDeleting(manufacturer)}
                          />
                        </RowActions>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableScroller>
        )}
      </ListResults>
      <ManufacturerDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        open={editing !== null}
        manufacturer={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          notify.success(t('library.manufacturers.saved', { name: saved.name }));
          setEditing(null);
          void refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('library.manufacturers.deleteTitle')}
        text={t('library.manufacturers.deleteText', { name: deleting?.name ?? '', count: deleting?.modelsCount ?? 0 })}
        confirmLabel={t('library.delete')}
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => void onDeleteConfirmed().catch(() => undefined)}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
