import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink, EmptyState, isApiError, notify, PageHeading, QueryBoundary, Stack, useLocale } from '@nebo/shared-ui';
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

  const form = (initialValues: ReturnType<typeof emptyModelValues>): ReactElement => (
    <ModelForm
      key={mode === 'new' ? 'new' : `${mode}-${id}`}
      initialValues={initialValues}
      onCancel={() => navigate(back)}
      onSaved={(model) => {
        notify.success(t('library.models.saved', { name: model.name }));
        void queryClient.invalidateQueries({ queryKey: libraryKeys.all });
        navigate(back);
      }}
    />
  );
  const isMissing = (error: unknown) => isApiError(error) && (error.statusCode === 404 || error.statusCode === 400);
  const content =
    mode === 'new' ? (
      form(emptyModelValues())
    ) : (
      <QueryBoundary
        query={source}
        loadingLabel={t('library.loading')}
        errorTitle={t('library.loadFailed')}
        retryLabel={t('library.retry')}
        renderError={(error) =>
          isMissing(error) ? (
            <EmptyState title={t('library.models.missing')} action={<ButtonLink to={back}>{t('library.back')}</ButtonLink>} />
          ) : null
        }
      >
        {(model) => form(valuesFromModel(model))}
      </QueryBoundary>
    );

  const title =
    mode === 'new' ? t('library.models.addTitle') : mode === 'copy' ? t('library.models.copyTitle') : t('library.models.editTitle');
  return (
    <Stack $gap={5}>
      <PageHeading title={title} description={source.data ? source.data.name : undefined} />
      {content}
    </Stack>
  );
}
