import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactElement } from 'react';
import { Form, useFormState } from 'react-final-form';
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
  Tabs,
  useLocale,
} from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { contentKeys, fetchPage, savePage } from '../contentApi';
import { MarkdownField } from '../MarkdownField';
import { MarkdownPreview } from '../MarkdownPreview';
import { publicAddress } from '../publicAddress';
import { CONTENT_LANGUAGES, type AdminPage, type ContentLanguage } from '../types';
import { PAGE_FORM_FIELDS, toPageInput, validatePageValues, valuesFromPage, type PageFormValues } from './pageForm';
import { MARKDOWN_MAX, TITLE_MAX } from '../news/newsForm';

function PageTabs({ page }: { page: AdminPage }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const [language, setLanguage] = useState<ContentLanguage>('ru');
  const { errors, submitErrors, submitFailed } = useFormState({ subscription: { errors: true, submitErrors: true, submitFailed: true } });
  const hasErrors = (lang: ContentLanguage) => Boolean((submitFailed && errors?.[lang]) || submitErrors?.[lang]);
  return (
    <Tabs
      label={t('content.form.languages')}
      selected={language}
      onSelect={(id) => setLanguage(id as ContentLanguage)}
      items={CONTENT_LANGUAGES.map((lang) => ({
        id: lang,
        label: hasErrors(lang)
          ? t('content.form.tabWithErrors', { language: t(`content.languages.${lang}`) })
          : t(`content.languages.${lang}`),
        content: (
          <Stack $gap={4}>
            {lang === 'en' ? <p>{t('content.form.englishOptional')}</p> : null}
            <FormTextField name={`${lang}.title`} label={t('content.pages.fields.title')} maxLength={TITLE_MAX} required={lang === 'ru'} />
            <MarkdownField
              name={`${lang}.markdown`}
              label={t('content.form.markdown')}
              hint={t('content.form.markdownHint')}
              maxLength={MARKDOWN_MAX}
              required={lang === 'ru'}
            />
            <MarkdownPreview title={t('content.form.preview')} html={page[lang].html} />
          </Stack>
        ),
      }))}
    />
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
