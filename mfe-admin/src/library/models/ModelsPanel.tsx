import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ButtonLink,
  DRONE_TYPES,
  DronePicture,
  EmptyState,
  ListResults,
  notify,
  Select,
  Stack,
  TextField,
  useDebounced,
  useLocale,
  VisuallyHidden,
  WEIGHT_CLASSES,
  type DroneType,
  type WeightClass,
} from '@nebo/shared-ui';
import {
  deleteModel,
  findManufacturers,
  findModels,
  LIBRARY_PAGE_SIZE,
  libraryKeys,
  setModelArchived,
  type LibraryStatus,
  type ModelFilter,
  type StoredModel,
} from '../api/libraryApi';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ArchiveDeleteButtons } from '../components/ArchiveDeleteButtons';
import { Bar, Filters, RowActions, Table, TableScroller } from '../components/LibraryTable';
import { StatusBadge } from '../components/StatusBadge';
import { NAMESPACE } from '../../namespace';

export const MODEL_SORTS = ['NAME', 'MANUFACTURER', 'MAX_TAKEOFF_WEIGHT', 'CREATE_DATE-'] as const;
const STATUSES: readonly LibraryStatus[] = ['ACTIVE', 'ARCHIVED'];

/**
 * The library's models: search, filters (status, manufacturer, weight class, type), sort and pages; per
 * model: edit, copy, archive or restore, delete (a model used by registered drones is refused by the
 * server, and its reason shown).
 */
export function ModelsPanel(): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const query = useDebounced(text, 300);
  const [status, setStatus] = useState<LibraryStatus | ''>('');
  const [manufacturer, setManufacturer] = useState('');
  const [weightClass, setWeightClass] = useState<WeightClass | ''>('');
  const [droneType, setDroneType] = useState<DroneType | ''>('');
  const [sort, setSort] = useState<string>(MODEL_SORTS[0]);
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<StoredModel | null>(null);
  const filter: ModelFilter = { query, status, manufacturer, weightClass, droneType };

  const list = useQuery({
    queryKey: libraryKeys.models(filter, page, sort),
    queryFn: () => findModels(filter, page, sort),
    placeholderData: keepPreviousData,
  });
  const manufacturers = useQuery({
    queryKey: libraryKeys.allManufacturers,
    queryFn: () => findManufacturers({ query: '', status: '' }, 0, 'NAME', 100),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: libraryKeys.all });

  const archive = useMutation({
    mutationFn: ({ model, archived }: { model: StoredModel; archived: boolean }) => setModelArchived(model.id, archived),
    onSuccess: (model, { archived }) => {
      notify.success(t(archived ? 'library.models.archived' : 'library.models.restored', { name: model.name }));
      void refresh();
    },
    onError: (error) => notify.error(error.message),
  });
  const remove = useMutation({ mutationFn: (model: StoredModel) => deleteModel(model.id) });

  const changeFilter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(0);
    };

  const onDeleteConfirmed = async () => {
    if (!deleting) return;
    await remove.mutateAsync(deleting);
    notify.success(t('library.models.deleted', { name: deleting.name }));
    setDeleting(null);
    if (page > 0 && list.data && list.data.data.length === 1) setPage(page - 1);
    await refresh();
  };

  const manufacturerLabel = (item: { name: string; nameEn: string | null }) =>
    i18n.language === 'en' && item.nameEn ? item.nameEn : item.name;

  return (
    <Stack $gap={4}>
      <Bar>
        <p>{list.data ? t('library.models.count', { count: list.data.meta.totalCount }) : null}</p>
        <ButtonLink to={localize('/admin/library/models/new/')}>{t('library.models.add')}</ButtonLink>
      </Bar>
      <div role="search" aria-label={t('library.filters')}>
        <Filters $columns="2fr 1fr 1fr 1fr 1fr 1fr">
          <TextField
            type="search"
            label={t('library.search')}
            hint={t('library.models.searchHint')}
            value={text}
            onChange={changeFilter(setText)}
            autoComplete="off"
          />
          <Select
            label={t('library.models.columns.manufacturer')}
            value={manufacturer}
            placeholder={t('library.any')}
            options={(manufacturers.data?.data ?? []).map((item) => ({ value: item.id, label: manufacturerLabel(item) }))}
            onChange={changeFilter(setManufacturer)}
          />
          <Select
            label={t('library.columns.status')}
            value={status}
            placeholder={t('library.any')}
            options={STATUSES.map((value) => ({ value, label: t(`library.status.${value}`) }))}
            onChange={changeFilter((value: string) => setStatus(value as LibraryStatus | ''))}
          />
          <Select
            label={t('drones:fields.weightClass')}
            value={weightClass}
            placeholder={t('library.any')}
            options={WEIGHT_CLASSES.map((value) => ({ value, label: t(`drones:weightClass.${value}`) }))}
            onChange={changeFilter((value: string) => setWeightClass(value as WeightClass | ''))}
          />
          <Select
            label={t('drones:fields.droneType')}
            value={droneType}
            placeholder={t('library.any')}
            options={DRONE_TYPES.map((value) => ({ value, label: t(`drones:droneType.${value}`) }))}
            onChange={changeFilter((value: string) => setDroneType(value as DroneType | ''))}
          />
          <Select
            label={t('library.sort')}
            value={sort}
            placeholder={null}
            options={MODEL_SORTS.map((value) => ({ value, label: t(`library.models.sorts.${value}`) }))}
            onChange={changeFilter(setSort)}
          />
        </Filters>
      </div>
      <ListResults
        query={list}
        label={t('library.models.title')}
        loadingLabel={t('library.loading')}
        errorTitle={t('library.loadFailed')}
        retryLabel={t('library.retry')}
        empty={<EmptyState title={t('library.models.empty')} description={t('library.nothingFoundText')} />}
        paging={{ page, size: LIBRARY_PAGE_SIZE, onChange: setPage }}
        gap={3}
      >
        {(found) => (
          <TableScroller tabIndex={0} role="region" aria-label={t('library.models.tableLabel')}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">
                    <VisuallyHidden>{t('library.models.columns.photo')}</VisuallyHidden>
                  </th>
                  <th scope="col">{t('library.models.columns.name')}</th>
                  <th scope="col">{t('library.models.columns.manufacturer')}</th>
                  <th scope="col">{t('drones:fields.weightClass')}</th>
                  <th scope="col">{t('drones:fields.maxTakeoffWeight')}</th>
                  <th scope="col">{t('library.columns.status')}</th>
                  <th scope="col">{t('library.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {found.data.map((model) => {
                  const front = model.imageInfos.find((image) => image.main) ?? model.imageInfos[0];
                  const archived = model.status === 'ARCHIVED';
                  const id = model.id;
                  return (
                    <tr key={id}>
                      <td className="photo">
                        <DronePicture source={front ? { url: front.url, protectedFile: false } : null} alt="" ratio="1 / 1" />
                      </td>
                      <td className="name">{model.name}</td>
                      <td>{manufacturerLabel(model.manufacturer)}</td>
                      <td>{model.weightClass ? t(`drones:weightClass.${model.weightClass}`) : t('library.none')}</td>
                      <td>{model.maxTakeoffWeight === null ? t('library.none') : t('library.kg', { value: model.maxTakeoffWeight })}</td>
                      <td>
                        <StatusBadge status={model.status} />
                      </td>
                      <td className="actions">
                        <RowActions>
                          <ButtonLink
                            $size="sm"
                            $variant="secondary"
                            to={localize(`/admin/library/models/${id}/edit/`)}
                            aria-label={t('library.editNamed', { name: model.name })}
                          >
                            {t('library.edit')}
                          </ButtonLink>
                          <ButtonLink
                            $size="sm"
                            $variant="secondary"
                            to={localize(`/admin/library/models/${id}/copy/`)}
                            aria-label={t('library.models.copyNamed', { name: model.name })}
                          >
                            {t('library.models.copy')}
                          </ButtonLink>
                          <ArchiveDeleteButtons
                            name={model.name}
                            archived={archived}
                            busy={archive.isPending}
                            onToggleArchive={() => archive.mutate({ model, archived: !archived })}
                            onDelete={() => setDeleting(model)}
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
      <ConfirmDialog
        open={deleting !== null}
        title={t('library.models.deleteTitle')}
        text={t('library.models.deleteText', { name: deleting?.name ?? '' })}
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
