import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink, EmptyState, ErrorState, isApiError, notify, PageHeading, PageSpinner, Stack, useLocale } from '@nebo/shared-ui';
import { fetchModel, fetchModelCopy, libraryKeys } from '../api/libraryApi';
import { emptyModelValues, valuesFromModel } from '../form/modelForm';
import { NAMESPACE } from '../../namespace';
import { ModelForm } from './ModelForm';

export type ModelEditorMode = 'new' | 'edit' | 'copy';

/**
 * /admin/library/models/new/, …/{id}/edit/ and …/{id}/copy/ (the unsaved copy from GET copy/{id},
 * saved as a new model).
 */
export function ModelEditorPage({ mode }: { mode: ModelEditorMode }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const source = useQuery({
    queryKey: mode === 'copy' ? libraryKeys.copy(id) : libraryKeys.model(id),
    queryFn: () => (mode === 'copy' ? fetchModelCopy(id) : fetchModel(id)),
    enabled: mode !== 'new',
    // A copy is a fresh draft each time it is opened.
    gcTime: mode === 'copy' ? 0 : undefined,
  });
  const back = localize('/admin/library/');

  let content: ReactElement;
  if (mode !== 'new' && source.isPending) content = <PageSpinner label={t('library.loading')} />;
  else if (mode !== 'new' && source.isError) {
    content =
      isApiError(source.error) && (source.error.statusCode === 404 || source.error.statusCode === 400) ? (
        <EmptyState title={t('library.models.missing')} action={<ButtonLink to={back}>{t('library.back')}</ButtonLink>} />
      ) : (
        <ErrorState title={t('library.loadFailed')} message={source.error.message} onRetry={() => void source.refetch()} retryLabel={t('library.retry')} />
      );
  } else {
    content = (
      <ModelForm
        key={mode === 'new' ? 'new' : `${mode}-${id}`}
        initialValues={mode === 'new' || !source.data ? emptyModelValues() : valuesFromModel(source.data)}
        onCancel={() => navigate(back)}
        onSaved={(model) => {
          notify.success(t('library.models.saved', { name: model.name }));
          void queryClient.invalidateQueries({ queryKey: libraryKeys.all });
          navigate(back);
        }}
      />
    );
  }

  const title = mode === 'new' ? t('library.models.addTitle') : mode === 'copy' ? t('library.models.copyTitle') : t('library.models.editTitle');
  return (
    <Stack $gap={5}>
      <PageHeading title={title} description={source.data ? source.data.name : undefined} />
      {content}
    </Stack>
  );
}
