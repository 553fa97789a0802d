import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import type { FieldError } from '../../../common/errors/error-body';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { Page, pageWindow, toPage } from '../../../common/pagination/page';
import { parseSort } from '../../../common/pagination/sort';
import { CompanyMembership } from '../../companies/services/company-membership';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import { IMAGE_AND_PDF } from '../../files/content/file-formats';
import { FILE_LIMIT_10_MB } from '../../files/files.constants';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import type { UploadSpec } from '../../files/multipart/upload-spec';
import { moscowDate } from '../../users/domain/moscow-date';
import { documentNotFound } from '../company-profile.exceptions';
import { parseCompanyDocument, type CompanyDocumentInput } from '../domain/document-input';
import type { CompanyDocumentDto, CompanyDocumentQueryDto } from '../dtos/company-document.dto';
import type { CompanyDocumentRow } from '../entities/company-document.row';
import { CompanyDocumentSortColumn, CompanyDocumentsRepository } from '../repositories/company-documents.repository';

const SORTS = { CREATE_DATE: 'created_at', DATE: 'date' } as const satisfies Record<string, CompanyDocumentSortColumn>;

export const DOCUMENT_FORM_PART = 'formData';
export const DOCUMENT_FILE_PART = 'file';

/** POST and PATCH company-document: the JSON `formData` and one file (pdf, jpeg, png by content; ≤ 10 MB). */
export const COMPANY_DOCUMENT_UPLOAD: UploadSpec = {
  fields: [DOCUMENT_FORM_PART],
  files: { [DOCUMENT_FILE_PART]: { maxBytes: FILE_LIMIT_10_MB, formats: IMAGE_AND_PDF, maxCount: 1 } },
};

const FILE_ERRORS = {
  notHeld: (fileId: string) => ({ field: DOCUMENT_FILE_PART, error: `file ${fileId} is not this document's` }),
  tooMany: (max: number) => ({ field: DOCUMENT_FILE_PART, error: `a company document holds at most ${max} file` }),
};

/** The company's documents (D9): every employee reads them, company admins write. Another company's id is a 404. */
@Injectable()
export class CompanyDocumentsService {
  constructor(
    private readonly membership: CompanyMembership,
    private readonly documents: CompanyDocumentsRepository,
    private readonly attachments: AttachmentsService,
    private readonly clock: Clock,
  ) {}

  async list(caller: Caller, query: CompanyDocumentQueryDto): Promise<Page<CompanyDocumentDto>> {
    const member = await this.membership.require(caller);
    const sort = parseSort(query.sort, SORTS, 'CREATE_DATE-');
    const { skip, take } = pageWindow(query.page, query.size);
    const { rows, total } = await this.documents.page(member.companyId, query.type, sort, skip, take);
    return toPage(await this.toDtos(rows), total);
  }

  async get(caller: Caller, id: string): Promise<CompanyDocumentDto> {
    const member = await this.membership.require(caller);
    return this.view(member.companyId, id);
  }

  async create(caller: Caller, upload: ReceivedUpload): Promise<CompanyDocumentDto> {
    const member = await this.membership.requireAdmin(caller);
    const [file] = upload.files(DOCUMENT_FILE_PART);
    const input = this.parse(upload, file ? [] : [{ field: DOCUMENT_FILE_PART, error: 'file is required' }]);
    const id = await this.attachments.transaction(async (tx) => {
      const [fileId] = await this.attachments.reconcile(tx, {
        ownerId: caller.userId,
        access: 'PROTECTED',
        current: [],
        kept: [],
        added: [file],
        maxCount: 1,
        errors: FILE_ERRORS,
      });
      return this.documents.insert(tx.manager, member.companyId, input, fileId);
    });
    return this.view(member.companyId, id);
  }

  /** The same parts as create; a new `file` replaces the old one, none keeps it. */
  async update(caller: Caller, id: string, upload: ReceivedUpload): Promise<CompanyDocumentDto> {
    const member = await this.membership.requireAdmin(caller);
    const input = this.parse(upload, []);
    const [file] = upload.files(DOCUMENT_FILE_PART);
    await this.attachments.transaction(async (tx) => {
      const existing = await this.documents.find(member.companyId, id, tx.manager, true);
      if (!existing) throw documentNotFound();
      let fileId = existing.fileId;
      if (file) {
        [fileId] = await this.attachments.reconcile(tx, {
          ownerId: caller.userId,
          access: 'PROTECTED',
          current: existing.fileId ? [existing.fileId] : [],
          kept: [],
          added: [file],
          maxCount: 1,
          errors: FILE_ERRORS,
        });
      }
      await this.documents.update(tx.manager, existing.id, input, fileId);
    });
    return this.view(member.companyId, id);
  }

  async remove(caller: Caller, id: string): Promise<void> {
    const member = await this.membership.requireAdmin(caller);
    await this.attachments.transaction(async (tx) => {
      const existing = await this.documents.find(member.companyId, id, tx.manager, true);
      if (!existing) throw documentNotFound();
      await this.documents.delete(tx.manager, existing.id);
      await this.attachments.release(tx, existing.fileId ? [existing.fileId] : []);
    });
  }

  /** The `formData` part checked with the file's own problems, all reported at once. */
  private parse(upload: ReceivedUpload, fileErrors: FieldError[]): CompanyDocumentInput {
    const { input, errors } = parseCompanyDocument(upload.json(DOCUMENT_FORM_PART), moscowDate(this.clock.now()));
    if (!input || fileErrors.length > 0) throw new FieldValidationException([...errors, ...fileErrors]);
    return input;
  }

  private async view(companyId: string, id: string): Promise<CompanyDocumentDto> {
    const row = await this.documents.find(companyId, id);
    if (!row) throw documentNotFound();
    return (await this.toDtos([row]))[0];
  }

  private async toDtos(rows: CompanyDocumentRow[]): Promise<CompanyDocumentDto[]> {
    const files = await this.attachments.describe(rows.flatMap((row) => (row.fileId ? [row.fileId] : [])));
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      number: row.number,
      date: row.date,
      file: (row.fileId && files.get(row.fileId)) || null,
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
    }));
  }
}
