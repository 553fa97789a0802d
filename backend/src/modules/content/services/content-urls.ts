import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, ResolvedAppConfig } from '../../../config/app-config';
import type { NewsRow } from '../entities/news.row';

/** Where a news item's pictures are read: an uploaded PUBLIC file, or a picture shipped with the seeds. */
@Injectable()
export class ContentUrls {
  constructor(@Inject(APP_CONFIG) private readonly config: ResolvedAppConfig) {}

  imageUrl(row: Pick<NewsRow, 'imageFileId' | 'imageAsset'>): string | null {
    if (row.imageFileId) return `${this.config.publicUrl}/public/files/${row.imageFileId}`;
    return row.imageAsset ? this.assetUrl(row.imageAsset) : null;
  }

  authorPhotoUrl(row: Pick<NewsRow, 'authorPhotoAsset'>): string | null {
    return row.authorPhotoAsset ? this.assetUrl(row.authorPhotoAsset) : null;
  }

  private assetUrl(name: string): string {
    return `${this.config.publicUrl}/public/content/images/${encodeURIComponent(name)}`;
  }
}
