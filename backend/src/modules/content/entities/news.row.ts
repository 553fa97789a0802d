import type { NewsStatus } from '../domain/content-vocabulary';

/** A row of `content_news` as the repository returns it. */
export interface NewsRow {
  id: string;
  slug: string;
  category: string;
  featured: boolean;
  status: NewsStatus;
  titleRu: string;
  summaryRu: string;
  markdownRu: string;
  titleEn: string;
  summaryEn: string;
  markdownEn: string;
  authorName: string;
  /** A picture shipped with the seeds (seeds/images), when the item has no uploaded author photo. */
  authorPhotoAsset: string | null;
  /** A picture shipped with the seeds, replaced by an upload. */
  imageAsset: string | null;
  /** A PUBLIC file uploaded by the admin. */
  imageFileId: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** sha256 of the seed files the row came from; null for news the admin created. */
  seedHash: string | null;
  editedByAdmin: boolean;
}
