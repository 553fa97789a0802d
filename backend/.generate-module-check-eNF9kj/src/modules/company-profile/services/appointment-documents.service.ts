import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import type { FieldError } from '../../../common/errors/error-body';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { employeeNotFound } from '../../companies/companies.exceptions';
import { CompanyMembership } from '../../companies/services/company-membership';
import { CompanyStaff } from '../../companies/services/company-staff';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import { IMAGE_AND_PDF } from '../../files/content/file-formats';
import { FILE_LIMIT_10_MB } from '../../files/files.constants';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import type { UploadSpec } from '../../files/multipart/upload-spec';
import { moscowDate } from '../../users/domain/moscow-date';
import { appointmentDocumentNotFound } from '../company-profile.exceptions';
import { MAX_APPOINTMENT_SCANS, parseAppointmentDocument, type AppointmentDocumentInput } from '../domain/document-input';
import type { AppointmentBasisDocumentDto } from '../dtos/company-document.dto';
import type { AppointmentDocumentRow } from '../entities/appointment-document.row';
import { AppointmentDocumentsRepository } from '../repositories/appointment-documents.repository';

export const SCANS_PART = 'files';

/** POST and PUT of an appointment-basis document: the JSON `formData` and 1..5 scans (pdf, jpeg, png; ≤ 10 MB each). */
export const APPOINTMENT_DOCUMENT_UPLOAD: UploadSpec = {
  fields: ['formData'],
  files: { [SCANS_PART]: { maxBytes: FILE_LIMIT_10_MB, formats: IMAGE_AND_PDF, maxCount: MAX_APPOINTMENT_SCANS } },
};

const SCAN_ERRORS = {
  notHeld: (fileId: string) => ({ field: SCANS_PART, error: `file ${fileId} is not a scan of this document` }),
  tooMany: (max: number) => ({ field: SCANS_PART, error: `a document holds at most ${max} scans` }),
};

/**
 * Why an employee may act for the company (an order, a power of attorney…), with its scans: every employee reads
 * them, company admins write. Another company's employee or document is a 404 like a missing one.
 */
@Injectable()
export class AppointmentDocumentsService {
  constructor(
    private readonly membership: CompanyMembership,
    private readonly staff: CompanyStaff,
    private readonly documents: AppointmentDocumentsRepository,
    private readonly attachments: AttachmentsService,
    private readonly clock: Clock,
  ) {}

  async listOfEmployee(caller: Caller, employeeId: string): Promise<AppointmentBasisDocumentDto[]> {
    const member = await this.membership.require(caller);
    if (!(await this.staff.employee(member.companyId, employeeId))) throw employeeNotFound();
    return this.toDtos(await this.documents.listOfEmployee(member.companyId, employeeId));
  }

  async get(caller: Caller, id: string): Promise<AppointmentBasisDocumentDto> {
    const member = await this.membership.require(caller);
    return this.view(member.companyId, id);
  }

  async create(caller: Caller, employeeId: string, upload: ReceivedUpload): Promise<AppointmentBasisDocumentDto> {
    const member = await this.membership.requireAdmin(caller);
    const scans = upload.files(SCANS_PART);
    const input = this.parse(upload, scans.length === 0 ? [{ field: SCANS_PART, error: 'at least one scan is required' }] : []);
    const id = await this.attachments.transaction(async (tx) => {
      if (!(await this.staff.employee(member.companyId, employeeId, tx.manager))) throw employeeNotFound();
      const fileIds = await this.attachments.reconcile(tx, {
        ownerId: caller.userId,
        access: 'PROTECTED',
        current: [],
        kept: [],
        added: scans,
        maxCount: MAX_APPOINTMENT_SCANS,
        errors: SCAN_ERRORS,
      });
      const documentId = await this.documents.insert(tx.manager, member.companyId, employeeId, input);
      await this.documents.setScans(tx.manager, documentId, fileIds);
      return documentId;
    });
    return this.view(member.companyId, id);
  }

  /** The same parts as create; scans sent replace all the old ones, none keeps them. */
  async update(caller: Caller, id: string, upload: ReceivedUpload): Promise<AppointmentBasisDocumentDto> {
    const member = await this.membership.requireAdmin(caller);
    const input = this.parse(upload, []);
    const scans = upload.files(SCANS_PART);
    await this.attachments.transaction(async (tx) => {
      const existing = await this.documents.find(member.companyId, id, tx.manager, true);
      if (!existing) throw appointmentDocumentNotFound();
      if (scans.length > 0) {
        const fileIds = await this.attachments.reconcile(tx, {
          ownerId: caller.userId,
          access: 'PROTECTED',
          current: existing.fileIds,
          kept: [],
          added: scans,
          maxCount: MAX_APPOINTMENT_SCANS,
          errors: SCAN_ERRORS,
        });
        await this.documents.setScans(tx.manager, existing.id, fileIds);
      }
      await this.documents.update(tx.manager, existing.id, input);
    });
    return this.view(member.companyId, id);
  }

  async remove(caller: Caller, id: string): Promise<void> {
    const member = await this.membership.requireAdmin(caller);
    await this.attachments.transaction(async (tx) => {
      const existing = await this.documents.find(member.companyId, id, tx.manager, true);
      if (!existing) throw appointmentDocumentNotFound();
      await this.documents.delete(tx.manager, existing.id);
      await this.attachments.release(tx, existing.fileIds);
    });
  }

  private parse(upload: ReceivedUpload, fileErrors: FieldError[]): AppointmentDocumentInput {
    const { input, errors } = parseAppointmentDocument(upload.json('formData'), moscowDate(this.clock.now()));
    if (!input || fileErrors.length > 0) throw new FieldValidationException([...errors, ...fileErrors]);
    return input;
  }

  private async view(companyId: string, id: string): Promise<AppointmentBasisDocumentDto> {
    const row = await this.documents.find(companyId, id);
    if (!row) throw appointmentDocumentNotFound();
    return (await this.toDtos([row]))[0];
  }

  private async toDtos(rows: AppointmentDocumentRow[]): Promise<AppointmentBasisDocumentDto[]> {
    const files = await this.attachments.describe(rows.flatMap((row) => row.fileIds));
    return rows.map((row) => ({
      id: row.id,
      employeeId: row.employeeId,
      type: row.type,
      number: row.number,
      date: row.date,
      validUntil: row.validUntil,
      scans: row.fileIds.flatMap((fileId) => {
        const file = files.get(fileId);
        return file ? [file] : [];
      }),
    }));
  }
}
