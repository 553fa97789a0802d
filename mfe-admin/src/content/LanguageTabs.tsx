import { useState, type ReactElement, type ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Stack, Tabs } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { CONTENT_LANGUAGES, type ContentLanguage } from './types';

/**
 * The ru and en texts of a news item or a page, one tab each. The tab label says when its fields hold errors,
 * since only one language's fields are on screen. English is optional: the public site falls back to Russian.
 */
export function LanguageTabs({ children }: { children: (language: ContentLanguage) => ReactNode }): ReactElement {
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
            {children(lang)}
          </Stack>
        ),
      }))}
    />
  );
}
