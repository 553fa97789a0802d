/** The admin content calls' answers (backend content module, docs/requirements.md#content). */
export const NEWS_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const NEWS_CATEGORIES = ['PLATFORM', 'RULES', 'EVENTS', 'INDUSTRY'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const CONTENT_LANGUAGES = ['ru', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export interface AdminNewsText {
  title: string;
  summary: string;
  markdown: string;
  /** The server's sanitised rendering of `markdown`. */
  html: string;
}

export interface AdminNews {
  id: string;
  slug: string;
  category: string;
  featured: boolean;
  status: NewsStatus;
  ru: AdminNewsText;
  en: AdminNewsText;
  authorName: string;
  authorPhotoUrl: string | null;
  imageUrl: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  fromSeed: boolean;
}

export interface AdminNewsPage {
  data: AdminNews[];
  meta: { totalCount: number };
}

export interface NewsInput {
  slug: string;
  category: string;
  featured: boolean;
  ru: { title: string; summary: string; markdown: string };
  en: { title: string; summary: string; markdown: string };
  authorName: string;
}

export interface AdminPageText {
  title: string;
  markdown: string;
  html: string;
}

export interface AdminPage {
  slug: string;
  ru: AdminPageText;
  en: AdminPageText;
  updatedAt: string;
  fromSeed: boolean;
}

export interface AdminPageSummary {
  slug: string;
  titleRu: string;
  titleEn: string;
  updatedAt: string;
  fromSeed: boolean;
}

export interface PageInput {
  ru: { title: string; markdown: string };
  en: { title: string; markdown: string };
}
