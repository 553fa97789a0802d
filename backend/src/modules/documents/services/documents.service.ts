import { Injectable, NotFoundException } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { DataSource } from 'typeorm';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { Page, pageWindow, toPage } from '../../../common/pagination/page';
import { parseSort } from '../../../common/pagination/sort';
import { DictionariesService } from '../../dictionaries/services/dictionaries.service';
import { IMAGE_AND_PDF } from '../../files/content/file-formats';
import { FILE_LIMIT_10_MB } from '../../files/files.constants';
import { FilesService } from '../../files/services/files.service';
import { moscowDate } from '../../users/domain/moscow-date';
import { UsersService } from '../../users/services/users.service';
import { MAX_SCANS, parseDocument } from '../domain/document-rules';
import { DocumentDto } from '../dtos/document.dto';
import type { DocumentQueryDto } from '../dtos/document-query.dto';
import { IdentityDocumentCheck } from '../identity-document-check';
import { DocumentRow, DocumentSortColumn, DocumentsRepository } from '../repositories/documents.repository';

const SORTS = { CREATE_DATE: 'created_at', ISSUED: 'issued', TYPE: 'type_code' } as const satisfies Record<string, DocumentSortColumn>;

/** The multipart parts of POST documents: the JSON `document` and up to ten scans (jpeg, png, pdf; ≤ 10 MB each). */
const UPLOAD = { fields: ['document'], files: { files: { maxBytes: FILE_LIMIT_10_MB, formats: IMAGE_AND_PDF, maxCount: MAX_SCANS } } };

/** The caller's personal documents (spec part 1 §3, §5, §7). Another user's document is a 404. */
@Injectable()
export class DocumentsService implements IdentityDocumentCheck {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly users: UsersService,
    private readonly files: FilesService,
    private readonly dictionaries: DictionariesService,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async list(principal: AuthenticatedPrincipal, query: DocumentQueryDto): Promise<Page<DocumentDto>> {
    const user = await this.users.ensureUser(principal);
    const sort = parseSort(query.sort, SORTS, 'CREATE_DATE');
    const { skip, take } = pageWindow(query.page, query.size);
    const { rows, total } = await this.documents.page(user.id, query.typeCode ?? query.type, sort, skip, take);
    return toPage(await this.toDtos(rows), total);
  }

  async get(principal: AuthenticatedPrincipal, id: string): Promise<DocumentDto> {
    const user = await this.users.ensureUser(principal);
    const row = await this.documents.findOwned(user.id, id);
    if (!row) throw new NotFoundException('Document not found');
    return (await this.toDtos([row]))[0];
  }

  /**
   * Creates or updates a document (by `document.id`, else the caller's document of that type: one per
   * type). New scans come as `files` parts; existing ones are kept by listing them in `document.files`,
   * and scans not listed are deleted. Everything is validated before anything is written.
   */
  async save(principal: AuthenticatedPrincipal, request: IncomingMessage): Promise<DocumentDto> {
    const user = await this.users.ensureUser(principal);
    const result = await this.files.handleUpload(request, UPLOAD, async (upload) => {
      const { input, errors } = parseDocument(upload.json('document'), moscowDate(this.clock.now()));
      if (!input) throw new FieldValidationException(errors);
      const newScans = upload.files('files');
      return this.dataSource.transaction(async (manager) => {
        const existing = input.id
          ? await this.documents.findOwned(user.id, input.id, manager, true)
          : await this.documents.findByType(manager, user.id, input.typeCode);
        if (input.id && !existing) throw new NotFoundException('Document not found');
        if (existing && existing.typeCode !== input.typeCode) {
          throw FieldValidationException.single('typeCode', `the document is a ${existing.typeCode}; its type cannot change`);
        }
        const current = existing?.fileIds ?? [];
        const foreign = input.keptFileIds.filter((fileId) => !current.includes(fileId));
        if (foreign.length > 0) {
          throw new FieldValidationException(foreign.map((fileId) => ({ field: 'files', error: `file ${fileId} is not a scan of this document` })));
        }
        if (input.keptFileIds.length + newScans.length > MAX_SCANS) {
          throw FieldValidationException.single('files', `a document holds at most ${MAX_SCANS} scans`);
        }
        const documentId = existing ? existing.id : await this.documents.insert(manager, user.id, input);
        if (existing) await this.documents.update(manager, existing.id, input);
        const recorded = await this.files.record(manager, newScans, { ownerId: user.id, access: 'PERSONAL_DATA' });
        await this.documents.setFiles(manager, documentId, [...input.keptFileIds, ...recorded.map((f) => f.id)]);
        const dropped = current.filter((fileId) => !input.keptFileIds.includes(fileId));
        const droppedKeys = await this.files.deleteRows(manager, dropped);
        return { documentId, droppedKeys };
      });
    });
    // Objects of removed scans go only after the commit: a rollback must not lose a kept scan's content.
    await this.files.purgeObjects(result.droppedKeys);
    return this.get(principal, result.documentId);
  }

  async remove(principal: AuthenticatedPrincipal, id: string): Promise<void> {
    const user = await this.users.ensureUser(principal);
    const keys = await this.dataSource.transaction(async (manager) => {
      const row = await this.documents.findOwned(user.id, id, manager, true);
      if (!row) throw new NotFoundException('Document not found');
      await this.documents.delete(manager, row.id);
      return this.files.deleteRows(manager, row.fileIds);
    });
    await this.files.purgeObjects(keys);
  }

  /** A passport is the identity document the summary's personIdentity and allowedToFly need. */
  hasIdentityDocument(userId: string): Promise<boolean> {
    return this.documents.hasType(userId, 'RU_PASSPORT');
  }

  private async toDtos(rows: DocumentRow[]): Promise<DocumentDto[]> {
    const files = await this.files.findByIds(rows.flatMap((r) => r.fileIds));
    const byId = new Map(files.map((f) => [f.id, f]));
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
          const file = byId.get(fileId);
          return file ? [this.files.toDto(file)] : [];
        }),
        createDate: new Date(row.createdAt).toISOString(),
      };
      if (row.typeCode === 'RU_PASSPORT') Object.assign(dto, { residenceAddress: row.residenceAddress, birthPlace: row.birthPlace });
      return dto;
    });
  }
}
