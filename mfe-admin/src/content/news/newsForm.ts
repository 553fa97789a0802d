import type { TFunction } from 'i18next';
import type { AdminNews, NewsInput } from '../types';

/** The server's limits (docs/requirements.md#content), checked here first so the admin sees them before saving. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;
export const TITLE_MAX = 200;
export const SUMMARY_MAX = 500;
export const MARKDOWN_MAX = 40000;
export const AUTHOR_MAX = 100;

export interface NewsTextValues {
  title: string;
  summary: string;
  markdown: string;
}

export interface NewsFormValues {
  slug: string;
  category: string;
  featured: boolean;
  authorName: string;
  ru: NewsTextValues;
  en: NewsTextValues;
}

/** Fields the form shows: a server error about any other lands in the form's banner. */
export const NEWS_FORM_FIELDS = [
  'slug',
  'category',
  'featured',
  'authorName',
  'ru.title',
  'ru.summary',
  'ru.markdown',
  'en.title',
  'en.summary',
  'en.markdown',
] as const;

const emptyText = (): NewsTextValues => ({ title: '', summary: '', markdown: '' });

export function emptyNewsValues(authorName = ''): NewsFormValues {
  return { slug: '', category: 'PLATFORM', featured: false, authorName, ru: emptyText(), en: emptyText() };
}

export function valuesFromNews(news: AdminNews): NewsFormValues {
  const text = (t: AdminNews['ru']): NewsTextValues => ({ title: t.title, summary: t.summary, markdown: t.markdown });
  return {
    slug: news.slug,
    category: news.category,
    featured: news.featured,
    authorName: news.authorName,
    ru: text(news.ru),
    en: text(news.en),
  };
}

export function toNewsInput(values: NewsFormValues): NewsInput {
  const text = (t: NewsTextValues) => ({ title: t.title.trim(), summary: t.summary.trim(), markdown: t.markdown });
  return {
    slug: values.slug.trim(),
    category: values.category,
    featured: values.featured,
    authorName: values.authorName.trim(),
    ru: text(values.ru),
    en: text(values.en),
  };
}

type Errors = Record<string, unknown>;

function lengthError(value: string, max: number, required: boolean, t: TFunction): string | undefined {
  if (required && value.trim() === '') return t('content.form.required');
  if (value.length > max) return t('content.form.tooLong', { max });
  return undefined;
}

/** Russian is the original and required in full; English may stay empty (visitors then read Russian). */
export function validateNewsValues(values: NewsFormValues, t: TFunction): Errors {
  const errors: Errors = {};
  const slug = values.slug.trim();
  if (slug === '') errors.slug = t('content.form.required');
  else if (!SLUG_PATTERN.test(slug)) errors.slug = t('content.news.slugInvalid');
  const author = lengthError(values.authorName, AUTHOR_MAX, true, t);
  if (author) errors.authorName = author;
  for (const language of ['ru', 'en'] as const) {
    const required = language === 'ru';
    const text = values[language];
    const own: Errors = {};
    const title = lengthError(text.title, TITLE_MAX, required, t);
    const summary = lengthError(text.summary, SUMMARY_MAX, required, t);
    const markdown = lengthError(text.markdown, MARKDOWN_MAX, required, t);
    if (title) own.title = title;
    if (summary) own.summary = summary;
    if (markdown) own.markdown = markdown;
    if (Object.keys(own).length > 0) errors[language] = own;
  }
  return errors;
}
