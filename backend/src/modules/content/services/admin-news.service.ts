import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Caller } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { pageWindow, toPage } from '../../../common/pagination/page';
import type { AttachmentErrors } from '../../files/attachments/attachment-change';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import { IMAGES } from '../../files/content/file-formats';
import { FILE_LIMIT_5_MB } from '../../files/files.constants';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import type { UploadSpec } from '../../files/multipart/upload-spec';
import type { NewsStatus } from '../domain/content-vocabulary';
import { renderMarkdown } from '../domain/markdown';
import type { AdminNewsDto, AdminNewsListDto, AdminNewsQueryDto, NewsInputDto } from '../dtos/admin-content.dto';
import type { NewsRow } from '../entities/news.row';
import { newsNotFound, slugTaken } from '../content.exceptions';
import { NewsRepository, type NewsValues } from '../repositories/news.repository';
import { ContentUrls } from './content-urls';

/** The multipart field of POST /api/system/admin/news/{id}/image. */
export const NEWS_IMAGE_FIELD = 'image';

/** One picture (jpeg, png, gif by content) of at most 5 MB. */
export const NEWS_IMAGE_UPLOAD: UploadSpec = {
  files: { [NEWS_IMAGE_FIELD]: { maxBytes: FILE_LIMIT_5_MB, formats: IMAGES, maxCount: 1 } },
};

const IMAGE_ERRORS: AttachmentErrors = {
  notHeld: (fileId) => ({ field: NEWS_IMAGE_FIELD, error: `file ${fileId} is not the image of this news item` }),
  tooMany: (maxCount) => ({ field: NEWS_IMAGE_FIELD, error: `at most ${maxCount} file(s) allowed` }),
};

/** The picture every news item written here is signed with, as the seeded ones are. */
const EDITORIAL_PHOTO = 'author-editorial.svg';

/** The admin's news desk (docs/requirements.md#content): drafts, edits, publication, the picture. */
@Injectable()
export class AdminNewsService {
  constructor(
    private readonly news: NewsRepository,
    private readonly attachments: AttachmentsService,
    private readonly urls: ContentUrls,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
  ) {}

  async list(query: AdminNewsQueryDto): Promise<AdminNewsListDto> {
    const { skip, take } = pageWindow(query.page, query.size);
    const { rows, total } = await this.news.listAll({ status: query.status, query: query.query, skip, take });
    return toPage(
      rows.map((row) => this.toDto(row)),
      total,
    );
  }

  async get(id: string): Promise<AdminNewsDto> {
    return this.toDto(await this.require(id));
  }

  async create(input: NewsInputDto): Promise<AdminNewsDto> {
    const row = await this.news.insert(values(input), EDITORIAL_PHOTO, this.clock.now()).catch(translateSlugTaken);
    return this.toDto(row);
  }

  async update(id: string, input: NewsInputDto): Promise<AdminNewsDto> {
    const row = await this.dataSource
      .transaction((manager) => this.news.update(manager, id, values(input), this.clock.now()))
      .catch(translateSlugTaken);
    if (!row) throw newsNotFound();
    return this.toDto(row);
  }

  async setStatus(id: string, status: NewsStatus): Promise<AdminNewsDto> {
    const row = await this.news.setStatus(id, status, this.clock.now());
    if (!row) throw newsNotFound();
    return this.toDto(row);
  }

  /** The picture is PUBLIC (visitors read it without a token); the replaced one is purged after the commit. */
  async uploadImage(caller: Caller, id: string, upload: ReceivedUpload): Promise<AdminNewsDto> {
    const [image] = upload.files(NEWS_IMAGE_FIELD);
    if (!image) throw FieldValidationException.single(NEWS_IMAGE_FIELD, 'image should not be empty');
    await this.attachments.transaction(async (tx) => {
      const row = await this.news.findById(id, tx.manager, true);
      if (!row) throw newsNotFound();
      const [added] = await this.attachments.reconcile(tx, {
        ownerId: caller.userId,
        access: 'PUBLIC',
        current: row.imageFileId ? [row.imageFileId] : [],
        kept: [],
        added: [image],
        maxCount: 1,
        errors: IMAGE_ERRORS,
      });
      await this.news.setImage(tx.manager, id, added, this.clock.now());
    });
    return this.get(id);
  }

  /** Removing the picture also drops a seeded one; removing none is not an error. */
  async removeImage(id: string): Promise<AdminNewsDto> {
    await this.attachments.transaction(async (tx) => {
      const row = await this.news.findById(id, tx.manager, true);
      if (!row) throw newsNotFound();
      await this.news.setImage(tx.manager, id, null, this.clock.now());
      await this.attachments.release(tx, row.imageFileId ? [row.imageFileId] : []);
    });
    return this.get(id);
  }

  async delete(id: string): Promise<void> {
    await this.attachments.transaction(async (tx) => {
      const row = await this.news.findById(id, tx.manager, true);
      if (!row) throw newsNotFound();
      await this.news.delete(tx.manager, row);
      await this.attachments.release(tx, row.imageFileId ? [row.imageFileId] : []);
    });
  }

  private async require(id: string): Promise<NewsRow> {
    const row = await this.news.findById(id);
    if (!row) throw newsNotFound();
    return row;
  }

  private toDto(row: NewsRow): AdminNewsDto {
    return {
      id: row.id,
      slug: row.slug,
      category: row.category,
      featured: row.featured,
      status: row.status,
      ru: { title: row.titleRu, summary: row.summaryRu, markdown: row.markdownRu, html: renderMarkdown(row.markdownRu) },
      en: { title: row.titleEn, summary: row.summaryEn, markdown: row.markdownEn, html: renderMarkdown(row.markdownEn) },
      authorName: row.authorName,
      authorPhotoUrl: this.urls.authorPhotoUrl(row),
      imageUrl: this.urls.imageUrl(row),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      fromSeed: row.seedHash !== null && !row.editedByAdmin,
    };
  }
}

function values(input: NewsInputDto): NewsValues {
  return {
    slug: input.slug,
    category: input.category,
    featured: input.featured,
    titleRu: input.ru.title,
    summaryRu: input.ru.summary,
    markdownRu: input.ru.markdown,
    titleEn: input.en.title,
    summaryEn: input.en.summary,
    markdownEn: input.en.markdown,
    authorName: input.authorName,
  };
}

/** Two items cannot share a slug: the unique index answers the race the form cannot see. */
function translateSlugTaken(error: unknown): never {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === '23505' && constraint === 'uq_content_news_slug') throw slugTaken();
  throw error;
}
