import type { TFunction } from 'i18next';
import { emptyNewsValues, toNewsInput, validateNewsValues } from './newsForm';

const t = ((key: string, options?: { max?: number }) => (options?.max ? `${key}:${options.max}` : key)) as unknown as TFunction;

describe('news form rules', () => {
  it('requires the slug, the author and the Russian text; English may stay empty', () => {
    expect(validateNewsValues(emptyNewsValues(), t)).toEqual({
      slug: 'content.form.required',
      authorName: 'content.form.required',
      ru: { title: 'content.form.required', summary: 'content.form.required', markdown: 'content.form.required' },
    });
  });

  it('refuses a slug with capitals, spaces or slashes, and texts past the limits', () => {
    const values = {
      ...emptyNewsValues('Редакция'),
      slug: 'Новости/1',
      ru: { title: 'x'.repeat(201), summary: 'Кратко', markdown: 'Текст' },
      en: { title: '', summary: 'y'.repeat(501), markdown: '' },
    };
    expect(validateNewsValues(values, t)).toEqual({
      slug: 'content.news.slugInvalid',
      ru: { title: 'content.form.tooLong:200' },
      en: { summary: 'content.form.tooLong:500' },
    });
  });

  it('sends trimmed titles and keeps the Markdown as typed', () => {
    const input = toNewsInput({
      ...emptyNewsValues(' Редакция '),
      slug: ' new-rules ',
      ru: { title: ' Заголовок ', summary: ' Кратко ', markdown: '  # Текст\n' },
    });
    expect(input).toMatchObject({
      slug: 'new-rules',
      authorName: 'Редакция',
      ru: { title: 'Заголовок', summary: 'Кратко', markdown: '  # Текст\n' },
    });
  });
});
