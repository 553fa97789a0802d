/** A row of `content_pages` as the repository returns it. */
export interface PageRow {
  slug: string;
  titleRu: string;
  markdownRu: string;
  titleEn: string;
  markdownEn: string;
  updatedAt: Date;
  seedHash: string | null;
  editedByAdmin: boolean;
}
