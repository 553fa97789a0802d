import { useMemo, type ReactElement } from 'react';
import { Form, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  errorCodeOf,
  FieldGrid,
  FormActions,
  FormErrorBanner,
  FormSection,
  FormSelect,
  FormTextField,
  Stack,
  submissionErrorsFrom,
} from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { saveNews } from '../contentApi';
import { MarkdownField } from '../MarkdownField';
import { MarkdownPreview } from '../MarkdownPreview';
import { LanguageTabs } from '../LanguageTabs';
import { NEWS_CATEGORIES, type AdminNews } from '../types';
import {
  AUTHOR_MAX,
  MARKDOWN_MAX,
  NEWS_FORM_FIELDS,
  SUMMARY_MAX,
  TITLE_MAX,
  toNewsInput,
  validateNewsValues,
  type NewsFormValues,
} from './newsForm';

function FeaturedField(): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { input } = useField<boolean>('featured', { type: 'checkbox' });
  return <Checkbox checked={Boolean(input.checked)} onChange={input.onChange} label={t('content.news.fields.featured')} />;
}

function NewsTexts({ saved }: { saved: AdminNews | null }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <LanguageTabs>
      {(lang) => (
        <>
          <FormTextField name={`${lang}.title`} label={t('content.news.fields.title')} maxLength={TITLE_MAX} required={lang === 'ru'} />
          <FormTextField
            name={`${lang}.summary`}
            label={t('content.news.fields.summary')}
            maxLength={SUMMARY_MAX}
            required={lang === 'ru'}
          />
          <MarkdownField
            name={`${lang}.markdown`}
            label={t('content.form.markdown')}
            hint={t('content.form.markdownHint')}
            maxLength={MARKDOWN_MAX}
            required={lang === 'ru'}
          />
          {saved ? <MarkdownPreview title={t('content.form.preview')} html={saved[lang].html} /> : null}
        </>
      )}
    </LanguageTabs>
  );
}

/**
 * A news item's texts in both languages, its slug, category, flag and author. Saving answers the server's
 * rendering, shown as the preview under each language; server field errors land on their fields.
 */
export function NewsForm({
  initialValues,
  saved,
  onSaved,
}: {
  initialValues: NewsFormValues;
  saved: AdminNews | null;
  onSaved: (news: AdminNews) => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const validate = useMemo(() => (values: NewsFormValues) => validateNewsValues(values, t), [t]);
  const onSubmit = async (values: NewsFormValues) => {
    try {
      onSaved(await saveNews(saved?.id ?? null, toNewsInput(values)));
      return undefined;
    } catch (error) {
      // The server words it in English; the field says it in the admin's language.
      if (errorCodeOf(error) === 'content.slug-taken') return { slug: t('content.news.slugTaken') };
      return submissionErrorsFrom(error, { fields: NEWS_FORM_FIELDS });
    }
  };
  return (
    // A publication or a new picture refreshes the saved item; edits not yet saved stay in the fields.
    <Form<NewsFormValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues} keepDirtyOnReinitialize>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('content.news.formLabel')}>
          <Stack $gap={5}>
            <FormErrorBanner />
            <FormSection aria-labelledby="news-form-main">
              <h2 id="news-form-main">{t('content.news.sections.main')}</h2>
              <FieldGrid>
                <FormTextField
                  name="slug"
                  label={t('content.news.fields.slug')}
                  hint={t('content.news.slugRule')}
                  maxLength={80}
                  required
                />
                <FormSelect
                  name="category"
                  label={t('content.news.fields.category')}
                  placeholder={null}
                  options={NEWS_CATEGORIES.map((value) => ({ value, label: t(`content.categories.${value}`) }))}
                  required
                />
                <FormTextField name="authorName" label={t('content.news.fields.authorName')} maxLength={AUTHOR_MAX} required />
              </FieldGrid>
              <FeaturedField />
            </FormSection>
            <NewsTexts saved={saved} />
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
