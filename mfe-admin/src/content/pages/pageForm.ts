import type { TFunction } from 'i18next';
import { MARKDOWN_MAX, TITLE_MAX } from '../news/newsForm';
import type { AdminPage, PageInput } from '../types';

export interface PageFormValues {
  ru: { title: string; markdown: string };
  en: { title: string; markdown: string };
}

export const PAGE_FORM_FIELDS = ['ru.title', 'ru.markdown', 'en.title', 'en.markdown'] as const;

export function valuesFromPage(page: AdminPage): PageFormValues {
  return { ru: { title: page.ru.title, markdown: page.ru.markdown }, en: { title: page.en.title, markdown: page.en.markdown } };
}

export function toPageInput(values: PageFormValues): PageInput {
  return {
    ru: { title: values.ru.title.trim(), markdown: values.ru.markdown },
    en: { title: values.en.title.trim(), markdown: values.en.markdown },
  };
}

/** Russian title and text are required; English may stay empty (visitors then read Russian). */
export function validatePageValues(values: PageFormValues, t: TFunction): Record<string, unknown> {
  const errors: Record<string, Record<string, string>> = {};
  for (const language of ['ru', 'en'] as const) {
    const own: Record<string, string> = {};
    const { title, markdown } = values[language];
    if (language === 'ru' && title.trim() === '') own.title = t('content.form.required');
    else if (title.length > TITLE_MAX) own.title = t('content.form.tooLong', { max: TITLE_MAX });
    if (language === 'ru' && markdown.trim() === '') own.markdown = t('content.form.required');
    else if (markdown.length > MARKDOWN_MAX) own.markdown = t('content.form.tooLong', { max: MARKDOWN_MAX });
    if (Object.keys(own).length > 0) errors[language] = own;
  }
  return errors;
}
