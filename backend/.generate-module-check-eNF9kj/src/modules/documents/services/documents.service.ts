import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { Page, pageWindow, toPage } from '../../../common/pagination/page';
import { parseSort } from '../../../common/pagination/sort';
import { DictionariesService } from '../../dictionaries/services/dictionaries.service';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import { IMAGE_AND_PDF } from '../../files/content/file-formats';
import { FILE_LIMIT_10_MB } from '../../files/files.constants';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import type { UploadSpec } from '../../files/multipart/upload-spec';
import { moscowDate } from '../../users/domain/moscow-date';
import { MAX_SCANS, parseDocument } from '../domain/document-rules';
import { documentNotFound } from '../documents.exceptions';
import { DocumentDto } from '../dtos/document.dto';
import type { DocumentQueryDto } from '../dtos/document-query.dto';
import type { DocumentRow } from '../entities/document.row';
import { DocumentSortColumn, DocumentsRepository } from '../repositories/documents.repository';

const SORTS = { CREATE_DATE: 'created_at', ISSUED: 'issued', TYPE: 'type_code' } as const satisfies Record<string, DocumentSortColumn>;

/** The multipart parts of POST documents: the JSON `document` and up to ten scans (jpeg, png, pdf; ≤ 10 MB each). */
export const DOCUMENT_UPLOAD: UploadSpec = {
  fields: ['document'],
  files: { files: { maxBytes: FILE_LIMIT_10_MB, formats: IMAGE_AND_PDF, maxCount: MAX_SCANS } },
};

/** The caller's personal documents (docs/requirements.md#documents). Another user's document is a 404. */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly attachments: AttachmentsService,
    private readonly dictionaries: DictionariesService,
    private readonly clock: Clock,
  ) {}

  async list(userId: string, query: DocumentQueryDto): Promise<Page<DocumentDto>> {
    const sort = parseSort(query.sort, SORTS, 'CREATE_DATE');
    const { skip, take } = pageWindow(query.page, query.size);
    const { rows, total } = await this.documents.page(userId, query.typeCode ?? query.type, sort, skip, take);
    return toPage(await this.toDtos(rows), total);
  }

  async get(userId: string, id: string): Promise<DocumentDto> {
    const row = await this.documents.findOwned(userId, id);
    if (!row) throw documentNotFound();
    return (await this.toDtos([row]))[0];
  }

  /**
   * Creates or updates a document (by `document.id`, else the caller's document of that type: one per
   * type). New scans come as `files` parts; existing ones are kept by listing them in `document.files`,
   * and scans not listed are deleted. Everything is validated before anything is written.
   */
  async save(userId: string, upload: ReceivedUpload): Promise<DocumentDto> {
    const { input, errors } = parseDocument(upload.json('document'), moscowDate(this.clock.now()));
    if (!input) throw new FieldValidationException(errors);
    const documentId = await this.attachments.transaction(async (tx) => {
      const existing = input.id
        ? await this.documents.findOwned(userId, input.id, tx.manager, true)
        : await this.documents.findByType(tx.manager, userId, input.typeCode);
      if (input.id && !existing) throw documentNotFound();
      if (existing && existing.typeCode !== input.typeCode) {
        throw FieldValidationException.single('typeCode', `the document is a ${existing.typeCode}; its type cannot change`);
      }
      const scans = await this.attachments.reconcile(tx, {
        ownerId: userId,
        access: 'PERSONAL_DATA',
        current: existing?.fileIds ?? [],
        kept: input.keptFileIds,
        added: upload.files('files'),
        maxCount: MAX_SCANS,
        errors: {
          notHeld: (fileId) => ({ field: 'files', error: `file ${fileId} is not a scan of this document` }),
          tooMany: (max) => ({ field: 'files', error: `a document holds at most ${max} scans` }),
        },
      });
      const id = existing ? existing.id : await this.documents.insert(tx.manager, userId, input);
      if (existing) await this.documents.update(tx.manager, existing.id, input);
      await this.documents.setFiles(tx.manager, id, scans);
      return id;
    });
    return this.get(userId, documentId);
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.attachments.transaction(async (tx) => {
      const row = await this.documents.findOwned(userId, id, tx.manager, true);
      if (!row) throw documentNotFound();
      await this.documents.delete(tx.manager, row.id);
      await this.attachments.release(tx, row.fileIds);
    });
  }

  private async toDtos(rows: DocumentRow[]): Promise<DocumentDto[]> {
    const files = await this.attachments.describe(rows.flatMap((r) => r.fileIds));
    return rows.map((row) => {
      const type = this.dictionaries.itemByCode('PERSONAL_DOCUMENT_TYPE', row.typeCode);
      const dto: DocumentDto = {
        id: row.id,
        type: type ?? { id: 0, code: row.typeCode, name: row.typeCode },
        typeCode: row.typeCode,
        series: row.series,
        number: row.number,
        issued: row.issued,
        issuer: row.issuer,
        esiaDocument: row.esiaDocument,
        files: row.fileIds.flatMap((fileId) => {
          const file = files.get(fileId);
          return file ? [file] : [];
        }),
        createDate: new Date(row.createdAt).toISOString(),
      };
      if (row.typeCode === 'RU_PASSPORT') Object.assign(dto, { residenceAddress: row.residenceAddress, birthPlace: row.birthPlace });
      return dto;
    });
  }
}
