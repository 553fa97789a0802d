import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Caller } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { toPage, pageWindow } from '../../../common/pagination/page';
import { parseSort } from '../../../common/pagination/sort';
import { CompanyDirectory } from '../../companies/services/company-directory';
import { CompanyStaff } from '../../companies/services/company-staff';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import { alreadyEmployed, duplicateInn, requestNotFound, wrongStatus } from '../company-registration.exceptions';
import { legalPart } from '../domain/info-changes';
import { statusAfterDecision, type Decision } from '../domain/request-status';
import { translateUniqueViolation } from '../domain/unique-violation';
import type { CompanyRegistrationRequestDto, CompanyRegistrationRequestPageDto } from '../dtos/company-registration-request.dto';
import type { CompanyRegistrationQueryDto } from '../dtos/review.dto';
import type { RegistrationRequestRow } from '../entities/registration-request.row';
import { RegistrationRequestsRepository, type RequestSortColumn } from '../repositories/registration-requests.repository';
import { DecisionNotifier } from './decision-notifier';
import { RequestViews } from './request-views';

/** The multipart parts of approve (D2). */
export const DECISION_PART = 'decision';
export const CONTRACT_FILE_FIELD = 'contractFile';

const SORT_COLUMNS: Readonly<Record<string, RequestSortColumn>> = { CREATE_DATE: 'r.created_at', UPDATE_DATE: 'r.updated_at' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The reviewers' side (realm roles moderator and admin; the controller checks them): any request may be read, and
 * a request waiting for review (CREATED, FIXED) decided. A decision is one transaction: the request's row is
 * locked, so two reviewers deciding at once decide one after the other and the second gets 409.
 */
@Injectable()
export class RegistrationReview {
  constructor(
    private readonly requests: RegistrationRequestsRepository,
    private readonly views: RequestViews,
    private readonly directory: CompanyDirectory,
    private readonly staff: CompanyStaff,
    private readonly attachments: AttachmentsService,
    private readonly notifier: DecisionNotifier,
    private readonly clock: Clock,
  ) {}

  async list(query: CompanyRegistrationQueryDto): Promise<CompanyRegistrationRequestPageDto> {
    const sort = parseSort(query.sort, SORT_COLUMNS, 'CREATE_DATE-');
    const { skip, take } = pageWindow(query.page, query.size);
    const { rows, total } = await this.requests.list({ statuses: query.status, kind: query.kind, query: query.query }, sort, skip, take);
    return toPage(
      rows.map((row) => this.views.item(row)),
      total,
    );
  }

  async get(id: string): Promise<CompanyRegistrationRequestDto> {
    return this.views.view(await this.found(id));
  }

  /** decline and fix-required: the commentary is required (the DTO has checked it). */
  async comment(
    caller: Caller,
    requestId: string,
    decision: Exclude<Decision, 'APPROVE'>,
    commentary: string,
  ): Promise<CompanyRegistrationRequestDto> {
    await this.attachments.transaction(async (tx) => {
      const row = await this.waiting(requestId, decision, tx.manager);
      await this.record(tx.manager, caller, row, statusOf(decision, row), commentary, {});
    });
    return this.get(requestId);
  }

  /** approve: the `decision` part `{ requestId }` and an optional contract file (D2, D5). */
  async approve(caller: Caller, upload: ReceivedUpload): Promise<CompanyRegistrationRequestDto> {
    const requestId = approvedId(upload.json(DECISION_PART));
    await this.attachments
      .transaction(async (tx) => {
        const row = await this.waiting(requestId, 'APPROVE', tx.manager);
        const [contractFileId = null] = await this.attachments.reconcile(tx, {
          ownerId: row.applicantUserId,
          access: 'PROTECTED',
          current: [],
          kept: [],
          added: upload.files(CONTRACT_FILE_FIELD),
          maxCount: 1,
          errors: {
            notHeld: () => ({ field: CONTRACT_FILE_FIELD, error: 'not a file of this request' }),
            tooMany: () => ({ field: CONTRACT_FILE_FIELD, error: 'a request holds one contract file' }),
          },
        });
        const info = row.registrationInfo;
        if (await this.directory.innTaken(info.inn, row.companyId ?? undefined, tx.manager)) throw duplicateInn();
        if (row.kind === 'REGISTRATION') {
          const companyId = await this.directory.create(tx.manager, info, contractFileId);
          const joined = await this.staff.addEmployee(tx.manager, { companyId, userId: row.applicantUserId, roles: ['ADMIN'] });
          if (joined === 'employed-elsewhere') throw alreadyEmployed();
          await this.record(tx.manager, caller, row, 'APPROVED', null, { companyId, contractFileId });
        } else {
          await this.directory.applyInfo(tx.manager, row.companyId!, legalPart(info));
          await this.record(tx.manager, caller, row, 'CONFIRMED', null, { contractFileId });
        }
      })
      .catch(translateUniqueViolation);
    return this.get(requestId);
  }

  private async found(id: string, manager?: EntityManager, lock = false): Promise<RegistrationRequestRow> {
    const row = await this.requests.findById(id, manager, lock);
    if (!row) throw requestNotFound();
    return row;
  }

  /** The request, locked, when it waits for a reviewer; 404 / 409 otherwise. */
  private async waiting(id: string, decision: Decision, manager: EntityManager): Promise<RegistrationRequestRow> {
    const row = await this.found(id, manager, true);
    if (!statusAfterDecision(row.status, decision, row.kind)) throw wrongStatus();
    return row;
  }

  private async record(
    manager: EntityManager,
    caller: Caller,
    row: RegistrationRequestRow,
    status: 'FIX_REQUIRED' | 'DECLINED' | 'APPROVED' | 'CONFIRMED',
    commentary: string | null,
    written: { companyId?: string; contractFileId?: string | null },
  ): Promise<void> {
    const now = this.clock.now();
    await this.requests.setDecision(manager, row.id, { status, ...written, now });
    await this.requests.addHistory(manager, { requestId: row.id, status, commentary, actor: 'REVIEWER', actorUserId: caller.userId, now });
    await this.notifier.tell(manager, row.applicantUserId, {
      requestId: row.id,
      kind: row.kind,
      status,
      companyName: row.registrationInfo.shortName,
      commentary,
    });
  }
}

function statusOf(decision: Exclude<Decision, 'APPROVE'>, row: RegistrationRequestRow): 'FIX_REQUIRED' | 'DECLINED' {
  return statusAfterDecision(row.status, decision, row.kind) as 'FIX_REQUIRED' | 'DECLINED';
}

/** The `decision` part: `{ "requestId": "<uuid>" }` and nothing else. */
export function approvedId(raw: Record<string, unknown>): string {
  const errors = Object.keys(raw)
    .filter((key) => key !== 'requestId')
    .map((key) => ({ field: `${DECISION_PART}.${key}`, error: `property ${key} should not exist` }));
  const id = raw.requestId;
  if (typeof id !== 'string' || !UUID.test(id)) errors.push({ field: `${DECISION_PART}.requestId`, error: 'requestId must be a UUID' });
  if (errors.length > 0) throw new FieldValidationException(errors);
  return id as string;
}
