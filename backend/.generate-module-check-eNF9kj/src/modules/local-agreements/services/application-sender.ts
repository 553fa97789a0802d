import { Injectable } from '@nestjs/common';
import {
  DOCUMENT_DISTRIBUTIONS,
  LOCAL_DOCUMENT_TYPES,
  type DocumentDistribution,
  type FlightPurpose,
  type LocalDocumentType,
} from '@nebo/shared-vocabulary';
import type { FieldError } from '../../../common/errors/error-body';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { Clock } from '../../../common/clock/clock';
import { AuthoritiesService } from '../../authorities/services/authorities.service';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import { FILE_LIMIT_10_MB } from '../../files/files.constants';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import type { StagedFile, UploadSpec } from '../../files/multipart/upload-spec';
import { JobQueue } from '../../jobs/services/job-queue';
import { LOCAL_EVENTS } from '../domain/local-case-events';
import { requiredUploads } from '../domain/required-documents';
import { localAgreementConfirmed } from '../local-agreements.exceptions';
import { LocalAgreementsRepository } from '../repositories/local-agreements.repository';
import { FlightAccess } from './flight-access';
import { LocalAgreementsService } from './local-agreements.service';

export const SEND_APPLICATION_QUEUE = 'local-agreements.send-application';
export const ADDITIONAL_FILES_FIELD = 'additionalFiles';
export const MAX_ADDITIONAL_FILES = 10;

/** Scans and documents: JPEG/PNG/PDF up to 10 MB, one file per document type, up to 10 additional files. */
export const APPLICATION_UPLOAD_SPEC: UploadSpec = {
  fields: ['distribution'],
  files: {
    ...Object.fromEntries(
      LOCAL_DOCUMENT_TYPES.map((type) => [type, { maxBytes: FILE_LIMIT_10_MB, formats: ['jpeg', 'png', 'pdf'], maxCount: 1 }]),
    ),
    [ADDITIONAL_FILES_FIELD]: { maxBytes: FILE_LIMIT_10_MB, formats: ['jpeg', 'png', 'pdf'], maxCount: MAX_ADDITIONAL_FILES },
  },
};

/** What the send job carries: ids only, the mail is built when it runs (the files may be large). */
export interface SendApplicationJob {
  agreementId: string;
  userId: string;
}

type Planned = { documentType: LocalDocumentType | null; distribution: DocumentDistribution; keptId?: string; added?: StagedFile };

/**
 * `send-application`: keeps the application's files, marks it sent (PENDING, send time, the address) and
 * enqueues its e-mail in one transaction, with its case-file event. Only documents that have a file are
 * attached; a required one with neither an upload nor a previous file is a 400 naming it.
 */
@Injectable()
export class ApplicationSender {
  constructor(
    private readonly repository: LocalAgreementsRepository,
    private readonly access: FlightAccess,
    private readonly agreements: LocalAgreementsService,
    private readonly authorities: AuthoritiesService,
    private readonly attachments: AttachmentsService,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {}

  async send(userId: string, flightId: string, authorityId: string, upload: ReceivedUpload): Promise<void> {
    const flight = await this.access.converted(userId, flightId);
    const purpose = (flight.flightPurpose?.code ?? null) as FlightPurpose | null;
    const change = await this.agreements.change(userId, flightId, authorityId);
    const previous = new Map((await this.repository.previousDocuments(userId)).map((p) => [p.documentType, p.fileId]));
    const planned = plan(upload, purpose, previous);
    const recipientEmail = await this.authorities.submissionAddress(authorityId);

    await this.attachments.transaction(async (tx) => {
      const row = await this.agreements.existing(tx.manager, flightId, authorityId, true);
      if (row.status === 'CONFIRMED') throw localAgreementConfirmed();
      const current = (await this.repository.attachmentsOf([row.id], tx.manager)).map((a) => a.fileId);
      const kept = planned.flatMap((p) => (p.keptId ? [p.keptId] : []));
      await this.attachments.reconcile(
        tx,
        {
          ownerId: userId,
          access: 'PROTECTED',
          current,
          keepable: [...current, ...previous.values()],
          kept,
          added: planned.flatMap((p) => (p.added ? [p.added] : [])),
          maxCount: LOCAL_DOCUMENT_TYPES.length + MAX_ADDITIONAL_FILES,
          errors: {
            notHeld: (fileId) => ({ field: 'distribution', error: `file ${fileId} is not one of your previous documents` }),
            tooMany: (max) => ({ field: ADDITIONAL_FILES_FIELD, error: `an application holds at most ${max} files` }),
          },
        },
        (removed, manager) => this.repository.filesHeldElsewhere(manager, removed, row.id),
      );
      // A received file's id is the id of the `files` row reconcile has just recorded.
      const attachments = planned.map((p) => ({
        documentType: p.documentType,
        distribution: p.distribution,
        fileId: p.keptId ?? p.added!.id,
      }));
      await this.repository.replaceAttachments(tx.manager, row.id, attachments);
      await this.repository.markSent(tx.manager, row.id, { sendAt: this.clock.now(), recipientEmail });
      const jobId = await this.jobs.enqueue(tx.manager, SEND_APPLICATION_QUEUE, {
        agreementId: row.id,
        userId,
      } satisfies SendApplicationJob);
      await this.repository.setDeliveryJob(tx.manager, row.id, jobId);
      await this.agreements.record(tx.manager, change, LOCAL_EVENTS.applicationSent(change, { recipientEmail, files: attachments }));
    });
  }
}

/** Each document's file: uploaded now or the previous one, per the `distribution` part; every problem at once. */
function plan(upload: ReceivedUpload, purpose: FlightPurpose | null, previous: Map<LocalDocumentType, string>): Planned[] {
  const errors: FieldError[] = [];
  const distribution = parseDistribution(upload.field('distribution'), errors);
  const planned: Planned[] = [];
  for (const type of LOCAL_DOCUMENT_TYPES) {
    const files = upload.files(type);
    const mode = distribution[type] ?? (files.length > 0 ? 'UPLOADED' : undefined);
    if (mode === 'PREVIOUS') {
      const keptId = previous.get(type);
      if (files.length > 0) errors.push({ field: type, error: `${type} is both uploaded and marked PREVIOUS` });
      else if (!keptId) errors.push({ field: type, error: `there is no previous ${type} to reuse` });
      else planned.push({ documentType: type, distribution: 'PREVIOUS', keptId });
    } else if (mode === 'UPLOADED') {
      if (files.length === 0) errors.push({ field: type, error: `${type} is marked UPLOADED but no file was sent` });
      else planned.push({ documentType: type, distribution: 'UPLOADED', added: files[0] });
    } else if (requiredUploads(purpose).includes(type)) {
      errors.push({ field: type, error: `${type} is required: upload it or reuse the previous one` });
    }
  }
  for (const file of upload.files(ADDITIONAL_FILES_FIELD)) planned.push({ documentType: null, distribution: 'UPLOADED', added: file });
  if (errors.length > 0) throw new FieldValidationException(errors);
  return planned;
}

function parseDistribution(text: string | undefined, errors: FieldError[]): Partial<Record<LocalDocumentType, DocumentDistribution>> {
  if (text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    errors.push({ field: 'distribution', error: 'distribution must be a JSON object' });
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    errors.push({ field: 'distribution', error: 'distribution must be a JSON object' });
    return {};
  }
  const result: Partial<Record<LocalDocumentType, DocumentDistribution>> = {};
  for (const [key, mode] of Object.entries(value)) {
    if (!(LOCAL_DOCUMENT_TYPES as readonly string[]).includes(key))
      errors.push({ field: `distribution.${key}`, error: 'unknown document type' });
    else if (!(DOCUMENT_DISTRIBUTIONS as readonly unknown[]).includes(mode))
      errors.push({ field: `distribution.${key}`, error: `must be one of ${DOCUMENT_DISTRIBUTIONS.join(', ')}` });
    else result[key as LocalDocumentType] = mode as DocumentDistribution;
  }
  return result;
}
