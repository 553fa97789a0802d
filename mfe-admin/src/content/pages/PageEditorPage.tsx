import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  Button,
  ButtonLink,
  EmptyState,
  FormActions,
  FormErrorBanner,
  FormTextField,
  isApiError,
  notify,
  PageHeading,
  QueryBoundary,
  Stack,
  submissionErrorsFrom,
  useLocale,
} from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { contentKeys, fetchPage, savePage } from '../contentApi';
import { MarkdownField } from '../MarkdownField';
import { MarkdownPreview } from '../MarkdownPreview';
import { publicAddress } from '../publicAddress';
import { LanguageTabs } from '../LanguageTabs';
import { type AdminPage } from '../types';
import { PAGE_FORM_FIELDS, toPageInput, validatePageValues, valuesFromPage, type PageFormValues } from './pageForm';
import { MARKDOWN_MAX, TITLE_MAX } from '../news/newsForm';

function PageTabs({ page }: { page: AdminPage }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <LanguageTabs>
      {(lang) => (
        <>
          <FormTextField name={`${lang}.title`} label={t('content.pages.fields.title')} maxLength={TITLE_MAX} required={lang === 'ru'} />
          <MarkdownField
            name={`${lang}.markdown`}
            label={t('content.form.markdown')}
            hint={t('content.form.markdownHint')}
            maxLength={MARKDOWN_MAX}
            required={lang === 'ru'}
          />
          <MarkdownPreview title={t('content.form.preview')} html={page[lang].html} />
        </>
      )}
    </LanguageTabs>
  );
}

function PageForm({ page }: { page: AdminPage }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const initialValues = useMemo(() => valuesFromPage(page), [page]);
  const validate = useMemo(() => (values: PageFormValues) => validatePageValues(values, t), [t]);
  const onSubmit = async (values: PageFormValues) => {
    try {
      const saved = await savePage(page.slug, toPageInput(values));
      queryClient.setQueryData(contentKeys.page(saved.slug), saved);
      void queryClient.invalidateQueries({ queryKey: contentKeys.pages });
      notify.success(t('content.form.saved'));
      return undefined;
    } catch (error) {
      return submissionErrorsFrom(error, { fields: PAGE_FORM_FIELDS });
    }
  };
  return (
    <Form<PageFormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('content.pages.formLabel')}>
          <Stack $gap={5}>
            <FormErrorBanner />
            <PageTabs page={page} />
            <FormActions>
              <Button type="submit" disabled={submitting}>
                {submitting ? t('content.form.saving') : t('content.form.save')}
              </Button>
            </FormActions>
          </Stack>
        </form>
      )}
    </Form>
  );
}

/** /admin/content/pages/{slug}/ — a page's title and text in both languages, with the saved rendering. */
export function PageEditorPage(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { localize } = useLocale();
  const { slug = '' } = useParams();
  const page = useQuery({ queryKey: contentKeys.page(slug), queryFn: () => fetchPage(slug) });
  const back = localize('/admin/content/pages/');
  return (
    <Stack $gap={5}>
      <PageHeading title={t('content.pages.editTitle')} description={page.data ? publicAddress(page.data.slug) : undefined} />
      <div>
        <ButtonLink to={back} $variant="ghost">
          {t('content.pages.backToList')}
        </ButtonLink>
      </div>
      <QueryBoundary
        query={page}
        loadingLabel={t('content.pages.loadingOne')}
        errorTitle={t('content.pages.loadOneFailed')}
        retryLabel={t('content.retry')}
        renderError={(error) =>
          isApiError(error) && error.statusCode === 404 ? (
            <EmptyState title={t('content.pages.missing')} action={<ButtonLink to={back}>{t('content.pages.backToList')}</ButtonLink>} />
          ) : null
        }
      >
        {(found) => <PageForm page={found} />}
      </QueryBoundary>
    </Stack>
  );
}
